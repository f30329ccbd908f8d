// Each path's copy of every kernel (KernelsBaseline.c, KernelsAVX2.c), for Dispatch.c.
#ifndef PK_KERNEL_DECLARATIONS_H
#define PK_KERNEL_DECLARATIONS_H

#include "CPixelKernels.h"

#define PK_DECLARE_KERNELS(prefix)                                                                           \
    void prefix##fill(uint32_t *dst, ptrdiff_t n, uint32_t c);                                               \
    void prefix##solid(uint32_t *dst, ptrdiff_t n, uint32_t c);                                              \
    void prefix##solid_mask(uint32_t *dst, const uint8_t *cover, ptrdiff_t n, uint32_t c);                   \
    void prefix##span_over(uint32_t *dst, const uint32_t *src, ptrdiff_t n);                                 \
    void prefix##span_alpha(uint32_t *dst, const uint32_t *src, ptrdiff_t n, uint32_t a);                    \
    void prefix##span_mask(uint32_t *dst, const uint32_t *src, const uint8_t *cover, ptrdiff_t n);           \
    void prefix##projective_pairs(uint32_t *dst, ptrdiff_t n, const uint32_t *src, ptrdiff_t stride,         \
                                  int32_t width, int32_t height, pk_span_start start, int32_t alpha,         \
                                  const uint8_t *cover, int32_t opacity, const pk_scratch *scratch, int touch); \
    void prefix##projective_shadow(uint32_t *dst, ptrdiff_t n, const uint32_t *quads, ptrdiff_t stride,      \
                                   int32_t width, int32_t height, uint32_t color, pk_span_start start,       \
                                   int32_t alpha, const uint8_t *cover, const pk_scratch *scratch);          \
    void prefix##scaled_row(uint32_t *dst, ptrdiff_t n, const uint32_t *row, ptrdiff_t stride,               \
                            const int32_t *xoff, const uint32_t *fx, uint32_t fy, const uint32_t *k);       \
    void prefix##sweep_solid(int32_t rows, uint32_t color, uint32_t *dst, ptrdiff_t dst_stride,              \
                             int32_t *cells, ptrdiff_t cell_stride, uint64_t *bits, ptrdiff_t bit_stride,    \
                             int32_t width, int even_odd);                                                   \
    void prefix##steep_edge(int32_t *cells, uint64_t *bits, ptrdiff_t cell_stride, ptrdiff_t bit_stride,     \
                            int32_t n, int32_t first_top, int32_t ax, int32_t ay, int32_t bx, int32_t by,    \
                            int32_t whole_x, int32_t frac_x, int32_t step, int32_t lo, int32_t hi,          \
                            int32_t sign, int32_t k);                                                     \
    int32_t prefix##walk_band(const pk_edge *edges, int32_t *active, int32_t n, int32_t y_top, int32_t y_bottom, \
                              int32_t *cells, uint64_t *bits, ptrdiff_t cell_stride, ptrdiff_t bit_stride,   \
                              int32_t row0);                                                             \
    int32_t prefix##add_polygon(const double *pts, int32_t n, int32_t first, double origin_x, double origin_y,  \
                                int32_t w, int32_t h, pk_edge *edges, int32_t *count);

PK_DECLARE_KERNELS(pk_baseline_)
#if defined(__x86_64__)
PK_DECLARE_KERNELS(pk_avx2_)
#endif

#endif
