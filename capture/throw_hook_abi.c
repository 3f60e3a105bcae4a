/* SPDX-License-Identifier: MIT */
/* Interposes __cxa_throw: a definition in the executable wins over libstdc++'s, for throws from
   libstdc++ itself too. It is C because every C++ declaration of it disagrees with another: g++
   predeclares it with `void*` for the type_info, <cxxabi.h> with `std::type_info*`. The linker is
   told to pull this file in (-u __cxa_throw, see CMakeLists.txt). */

void recrash_capture_record_throw(void* type);
_Noreturn void recrash_capture_forward_throw(void* object, void* type, void (*destroy)(void*));

_Noreturn void __cxa_throw(void* object, void* type, void (*destroy)(void*)) {
  recrash_capture_record_throw(type);
  recrash_capture_forward_throw(object, type, destroy);
}
