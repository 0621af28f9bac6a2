/* A stand-in for <zlib.h>, seen only by MiniSat's headers (utils/ParseUtils.h includes it for its
   gzip-aware DIMACS reader). gridlogic never calls that reader; mapping the few names onto stdio lets
   the same MiniSat sources compile natively and under Emscripten without a zlib library. */
#ifndef GRIDLOGIC_MINISAT_ZLIB_COMPAT_H
#define GRIDLOGIC_MINISAT_ZLIB_COMPAT_H
#include <stdio.h>

typedef FILE* gzFile;
static inline gzFile gzopen(const char* path, const char* mode) { return fopen(path, mode); }
static inline gzFile gzdopen(int fd, const char* mode) { return fdopen(fd, mode); }
static inline int gzread(gzFile f, void* buf, unsigned len) { return (int)fread(buf, 1, len, f); }
static inline int gzclose(gzFile f) { return fclose(f); }

#endif
