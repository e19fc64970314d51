#include <stddef.h>

/// Bytes the C allocator has handed out and not taken back (glibc's mallinfo2).
size_t heap_bytes_in_use(void);
