#include "heap_stats.h"
#include <malloc.h>

size_t heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    // Small blocks come from the arena (uordblks), large arrays straight from mmap (hblkhd).
    return info.uordblks + info.hblkhd;
}
