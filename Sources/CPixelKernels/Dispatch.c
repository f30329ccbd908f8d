// The one place that knows about CPU features: which path runs, chosen once from the CPU and the
// PIXELENGINE_PATH environment variable, and the entry points that forward to it. Off x86-64 there
// is only the baseline path.
#include "CPixelKernels.h"
#include "KernelDeclarations.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int pk_cpu_supports_avx2(void) {
#if defined(__x86_64__)
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") ? 1 : 0;
#else
    return 0;
#endif
}

const char *pk_path_name(int path) { return path == PK_PATH_AVX2 ? "avx2" : "baseline"; }

/// The path in force; -1 until first resolved. Every thread resolves to the same value, so a race
/// on the first call stores one answer twice.
static _Atomic int pk_current = -1;

static int pk_resolve(void) {
    int best = pk_cpu_supports_avx2() ? PK_PATH_AVX2 : PK_PATH_BASELINE;
    int path = best;
    const char *want = getenv("PIXELENGINE_PATH");
    if (want != NULL && want[0] != '\0' && strcmp(want, "auto") != 0) {
        if (strcmp(want, "baseline") == 0) {
            path = PK_PATH_BASELINE;
        } else if (strcmp(want, "avx2") == 0) {
            if (best != PK_PATH_AVX2) {
                fprintf(stderr, "PixelEngine: PIXELENGINE_PATH=avx2 but this CPU has no AVX2; using the baseline path\n");
            }
        } else {
            fprintf(stderr, "PixelEngine: PIXELENGINE_PATH=%s is not one of baseline, avx2, auto; using %s\n", want,
                    pk_path_name(best));
        }
    }
    atomic_store_explicit(&pk_current, path, memory_order_relaxed);
    return path;
}

static inline int pk_path_fast(void) {
    int p = atomic_load_explicit(&pk_current, memory_order_relaxed);
    return p < 0 ? pk_resolve() : p;
}

int pk_path(void) { return pk_path_fast(); }

int pk_set_path(int path) {
    if (path == PK_PATH_BASELINE || (path == PK_PATH_AVX2 && pk_cpu_supports_avx2())) {
        atomic_store_explicit(&pk_current, path, memory_order_relaxed);
        return 1;
    }
    return 0;
}

#if defined(__x86_64__)
#define PK_DISPATCH(name, ...)                                                                               \
    do {                                                                                                     \
        if (pk_path_fast() == PK_PATH_AVX2) pk_avx2_##name(__VA_ARGS__); else pk_baseline_##name(__VA_ARGS__); \
    } while (0)
#else
#define PK_DISPATCH(name, ...) pk_baseline_##name(__VA_ARGS__)
#endif

void pk_fill(uint32_t *dst, ptrdiff_t n, uint32_t c) { PK_DISPATCH(fill, dst, n, c); }
void pk_solid(uint32_t *dst, ptrdiff_t n, uint32_t c) { PK_DISPATCH(solid, dst, n, c); }
void pk_solid_mask(uint32_t *dst, const uint8_t *cover, ptrdiff_t n, uint32_t c) {
    PK_DISPATCH(solid_mask, dst, cover, n, c);
}
void pk_span_over(uint32_t *dst, const uint32_t *src, ptrdiff_t n) { PK_DISPATCH(span_over, dst, src, n); }
void pk_span_alpha(uint32_t *dst, const uint32_t *src, ptrdiff_t n, uint32_t a) {
    PK_DISPATCH(span_alpha, dst, src, n, a);
}
void pk_span_mask(uint32_t *dst, const uint32_t *src, const uint8_t *cover, ptrdiff_t n) {
    PK_DISPATCH(span_mask, dst, src, cover, n);
}
void pk_projective_pairs(uint32_t *dst, ptrdiff_t n, const uint32_t *src, ptrdiff_t stride, int32_t width,
                         int32_t height, pk_span_start start, int32_t alpha, const uint8_t *cover, int32_t opacity,
                         const pk_scratch *scratch, int touch) {
    PK_DISPATCH(projective_pairs, dst, n, src, stride, width, height, start, alpha, cover, opacity, scratch, touch);
}
void pk_projective_shadow(uint32_t *dst, ptrdiff_t n, const uint32_t *quads, ptrdiff_t stride, int32_t width,
                          int32_t height, uint32_t color, pk_span_start start, int32_t alpha, const uint8_t *cover,
                          const pk_scratch *scratch) {
    PK_DISPATCH(projective_shadow, dst, n, quads, stride, width, height, color, start, alpha, cover, scratch);
}
void pk_scaled_row(uint32_t *dst, ptrdiff_t n, const uint32_t *row, ptrdiff_t stride, const int32_t *xoff,
                   const uint32_t *fx, uint32_t fy, const uint32_t *k) {
    PK_DISPATCH(scaled_row, dst, n, row, stride, xoff, fx, fy, k);
}
void pk_sweep_solid(int32_t rows, uint32_t color, uint32_t *dst, ptrdiff_t dst_stride, int32_t *cells,
                    ptrdiff_t cell_stride, uint64_t *bits, ptrdiff_t bit_stride, int32_t width, int even_odd) {
    PK_DISPATCH(sweep_solid, rows, color, dst, dst_stride, cells, cell_stride, bits, bit_stride, width, even_odd);
}
void pk_steep_edge(int32_t *cells, uint64_t *bits, ptrdiff_t cell_stride, ptrdiff_t bit_stride, int32_t n,
                   int32_t first_top, int32_t ax, int32_t ay, int32_t bx, int32_t by, int32_t whole_x, int32_t frac_x,
                   int32_t step, int32_t lo, int32_t hi, int32_t sign, int32_t k) {
    PK_DISPATCH(steep_edge, cells, bits, cell_stride, bit_stride, n, first_top, ax, ay, bx, by, whole_x, frac_x, step,
                lo, hi, sign, k);
}

int32_t pk_walk_band(const pk_edge *edges, int32_t *active, int32_t n, int32_t y_top, int32_t y_bottom,
                     int32_t *cells, uint64_t *bits, ptrdiff_t cell_stride, ptrdiff_t bit_stride, int32_t row0) {
#if defined(__x86_64__)
    if (pk_path_fast() == PK_PATH_AVX2)
        return pk_avx2_walk_band(edges, active, n, y_top, y_bottom, cells, bits, cell_stride, bit_stride, row0);
#endif
    return pk_baseline_walk_band(edges, active, n, y_top, y_bottom, cells, bits, cell_stride, bit_stride, row0);
}

int32_t pk_add_polygon(const double *pts, int32_t n, int32_t first, double origin_x, double origin_y, int32_t w,
                       int32_t h, pk_edge *edges, int32_t *count) {
#if defined(__x86_64__)
    if (pk_path_fast() == PK_PATH_AVX2)
        return pk_avx2_add_polygon(pts, n, first, origin_x, origin_y, w, h, edges, count);
#endif
    return pk_baseline_add_polygon(pts, n, first, origin_x, origin_y, w, h, edges, count);
}

#define PK_TABLE(prefix)                                                                                     \
    {prefix##fill, prefix##solid, prefix##solid_mask, prefix##span_over, prefix##span_alpha, prefix##span_mask, \
     prefix##projective_pairs, prefix##projective_shadow, prefix##scaled_row, prefix##sweep_solid,               \
     prefix##steep_edge, prefix##walk_band, prefix##add_polygon}

static const pk_kernels pk_baseline_table = PK_TABLE(pk_baseline_);
#if defined(__x86_64__)
static const pk_kernels pk_avx2_table = PK_TABLE(pk_avx2_);
#endif

const pk_kernels *pk_kernels_for_path(int path) {
    if (path == PK_PATH_BASELINE) return &pk_baseline_table;
#if defined(__x86_64__)
    if (path == PK_PATH_AVX2 && pk_cpu_supports_avx2()) return &pk_avx2_table;
#endif
    return NULL;
}
