# SPDX-License-Identifier: MIT
# Included after the trial's project() (CMAKE_PROJECT_INCLUDE, set by run.py for an instrumented
# build): each custom command runs under cpu_launcher.py, which adds its CPU time to
# TRIAL_CUSTOM_CPU_FILE.
set_property(GLOBAL PROPERTY RULE_LAUNCH_CUSTOM
             "\"${TRIAL_PYTHON}\" \"${CMAKE_CURRENT_LIST_DIR}/cpu_launcher.py\" \"${TRIAL_CUSTOM_CPU_FILE}\"")
