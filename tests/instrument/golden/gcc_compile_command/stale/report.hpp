#error "a stale copy was read instead of the original"
