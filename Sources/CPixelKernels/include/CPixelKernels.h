#ifndef CPIXELKERNELS_H
#define CPIXELKERNELS_H

// PixelEngine's hottest pixel loops, in C so that each can be compiled twice: a portable baseline
// (whatever the target's default instruction set is: SSE2 on x86-64, NEON on aarch64) and, on
// x86-64 only, an AVX2 copy chosen at run time when the CPU has it. Every kernel gives the same
// pixels on both paths; all arithmetic is on premultiplied 0xAARRGGBB pixels as in PixelMath.swift.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The kernel paths. PK_PATH_AVX2 exists only on x86-64 CPUs with AVX2.
enum { PK_PATH_BASELINE = 0, PK_PATH_AVX2 = 1 };

/// Whether this CPU (and its operating system) runs AVX2 code; always 0 off x86-64.
int pk_cpu_supports_avx2(void);

/// The path the kernels run: chosen once from PIXELENGINE_PATH (baseline | avx2 | auto) and the
/// CPU, the fastest supported path by default.
int pk_path(void);

/// Forces `path` (for tests and benchmarks); returns 0 and changes nothing when it is unknown or
/// the CPU cannot run it.
int pk_set_path(int path);

/// "baseline" or "avx2".
const char *pk_path_name(int path);

/// Pixels per chunk of the projective kernels; their scratch arrays hold PK_CHUNK + 8 entries.
#define PK_CHUNK 256

/// Sets n pixels to c.
void pk_fill(uint32_t *dst, ptrdiff_t n, uint32_t c);
/// dst = c over dst (c premultiplied).
void pk_solid(uint32_t *dst, ptrdiff_t n, uint32_t c);
/// dst = (c * cover) over dst.
void pk_solid_mask(uint32_t *dst, const uint8_t *cover, ptrdiff_t n, uint32_t c);
/// dst = src over dst.
void pk_span_over(uint32_t *dst, const uint32_t *src, ptrdiff_t n);
/// dst = (src * a / 255) over dst, a in 0...255 (255 and above: plain source-over).
void pk_span_alpha(uint32_t *dst, const uint32_t *src, ptrdiff_t n, uint32_t a);
/// dst = (src * cover / 255) over dst.
void pk_span_mask(uint32_t *dst, const uint32_t *src, const uint8_t *cover, ptrdiff_t n);

/// Where a projective span starts in the source (homogeneous u, v, q of its first pixel's centre)
/// and its step per pixel.
typedef struct {
    float u0, v0, q0, du, dv, dq;
} pk_span_start;

/// Scratch for the projective kernels, PK_CHUNK + 8 entries each (the pair kernel keeps columns in
/// `quad`, the shadow kernel its gathered footprints).
typedef struct {
    int32_t *off;
    uint32_t *frac;
    uint32_t *quad;
    uint32_t *sink;
} pk_scratch;

/// Perspective-correct bilinear source-over of n pixels from a source of at least 2x2 pixels:
/// scaled by alpha (0...256) or, with alpha < 0, by cover times opacity (0...256). With `touch`,
/// every eighth footprint is loaded first so cache misses overlap.
void pk_projective_pairs(uint32_t *dst, ptrdiff_t n, const uint32_t *src, ptrdiff_t stride, int32_t width,
                         int32_t height, pk_span_start start, int32_t alpha, const uint8_t *cover, int32_t opacity,
                         const pk_scratch *scratch, int touch);

/// The shadow kernel: bilinear alpha from `quads` (each pixel's alpha and its right, lower and
/// lower-right neighbours', one byte each) tinting the premultiplied `color`, source-over.
void pk_projective_shadow(uint32_t *dst, ptrdiff_t n, const uint32_t *quads, ptrdiff_t stride, int32_t width,
                          int32_t height, uint32_t color, pk_span_start start, int32_t alpha, const uint8_t *cover,
                          const pk_scratch *scratch);

/// One row of an axis-aligned scaled draw: for each of the n pixels the pixel pair at row + xoff[i] and
/// the pair below it (a source of at least 2x2 pixels), bilinear with fractions fx[i] and fy (0...256),
/// scaled by k[i] (0...256), source-over dst[i].
void pk_scaled_row(uint32_t *dst, ptrdiff_t n, const uint32_t *row, ptrdiff_t stride, const int32_t *xoff,
                   const uint32_t *fx, uint32_t fy, const uint32_t *k);

/// The rasterizer's solid sweep of `rows` band rows straight into `dst`: cells hold per-pixel
/// deltas of the accumulated area (0x20000 = one pixel), bits one bit per touched group of 8
/// cells; both are cleared as they are read.
void pk_sweep_solid(int32_t rows, uint32_t color, uint32_t *dst, ptrdiff_t dst_stride, int32_t *cells,
                    ptrdiff_t cell_stride, uint64_t *bits, ptrdiff_t bit_stride, int32_t width, int even_odd);

/// The rasterizer's deposits for n rows of a steep edge (at most a pixel of x per row), eight rows
/// at a time: `cells` and `bits` point at the first row's; the edge enters the first row at
/// (ax, ay) and leaves the last at (bx, by), 24.8, region-local; in between x(y) is whole_x +
/// ((frac_x + i * step) >> 16) at the bottom of row i, clamped to lo...hi; first_top is the first
/// row's top (24.8); `sign` the winding; k = |dy/dx| in 16.16, below 2^24.
void pk_steep_edge(int32_t *cells, uint64_t *bits, ptrdiff_t cell_stride, ptrdiff_t bit_stride, int32_t n,
                   int32_t first_top, int32_t ax, int32_t ay, int32_t bx, int32_t by, int32_t whole_x, int32_t frac_x,
                   int32_t step, int32_t lo, int32_t hi, int32_t sign, int32_t k);

/// A stored rasterizer edge (`Rasterizer.Edge`), region-local 24.8, top to bottom: x at row y is
/// x_base + ((y - y0) * x_per_y_fixed + x_frac) >> 16, clamped between x0 and x1; `sign` +1 going down
/// in the path, -1 going up; y_per_x_fixed = |dy/dx| in 16.16 clamped to 256 (0 for vertical edges).
typedef struct {
    int32_t x0, y0, x1, y1;
    int32_t x_base, x_frac;
    int32_t sign, y_per_x_fixed;
    int64_t x_per_y_fixed;
} pk_edge;

/// The rasterizer's edge walk for one band: deposits the part inside rows [y_top, y_bottom) (24.8,
/// region-local) of each of the n edges `edges[active[i]]` into the band's cells and bits (whose
/// first row is region-local row `row0`), steep edges eight rows at a time; edges ending in the band
/// leave the active list (the last one takes their place). Returns how many stay active.
int32_t pk_walk_band(const pk_edge *edges, int32_t *active, int32_t n, int32_t y_top, int32_t y_bottom,
                     int32_t *cells, uint64_t *bits, ptrdiff_t cell_stride, ptrdiff_t bit_stride, int32_t row0);

/// The rasterizer's edge storage for a closed polygon of n points (interleaved x, y, device space):
/// the lines from point i - 1 to point i for i = first..<n (point n - 1 before point 0), mapped to
/// 24.8 relative to the origin, clipped to the region's w x h pixels and stored as `pk_edge`s from
/// edges[*count] on (room for two per line is the caller's), *count updated. Stops at a line 2^22
/// (16384 px) or more long either way, which the caller stores, and returns its index; n when done.
int32_t pk_add_polygon(const double *pts, int32_t n, int32_t first, double origin_x, double origin_y, int32_t w,
                       int32_t h, pk_edge *edges, int32_t *count);

/// One path's kernels, for tests that compare the paths with no change to the path in force.
typedef struct {
    void (*fill)(uint32_t *dst, ptrdiff_t n, uint32_t c);
    void (*solid)(uint32_t *dst, ptrdiff_t n, uint32_t c);
    void (*solid_mask)(uint32_t *dst, const uint8_t *cover, ptrdiff_t n, uint32_t c);
    void (*span_over)(uint32_t *dst, const uint32_t *src, ptrdiff_t n);
    void (*span_alpha)(uint32_t *dst, const uint32_t *src, ptrdiff_t n, uint32_t a);
    void (*span_mask)(uint32_t *dst, const uint32_t *src, const uint8_t *cover, ptrdiff_t n);
    void (*projective_pairs)(uint32_t *dst, ptrdiff_t n, const uint32_t *src, ptrdiff_t stride, int32_t width,
                             int32_t height, pk_span_start start, int32_t alpha, const uint8_t *cover, int32_t opacity,
                             const pk_scratch *scratch, int touch);
    void (*projective_shadow)(uint32_t *dst, ptrdiff_t n, const uint32_t *quads, ptrdiff_t stride, int32_t width,
                              int32_t height, uint32_t color, pk_span_start start, int32_t alpha, const uint8_t *cover,
                              const pk_scratch *scratch);
    void (*scaled_row)(uint32_t *dst, ptrdiff_t n, const uint32_t *row, ptrdiff_t stride, const int32_t *xoff,
                       const uint32_t *fx, uint32_t fy, const uint32_t *k);
    void (*sweep_solid)(int32_t rows, uint32_t color, uint32_t *dst, ptrdiff_t dst_stride, int32_t *cells,
                        ptrdiff_t cell_stride, uint64_t *bits, ptrdiff_t bit_stride, int32_t width, int even_odd);
    void (*steep_edge)(int32_t *cells, uint64_t *bits, ptrdiff_t cell_stride, ptrdiff_t bit_stride, int32_t n,
                       int32_t first_top, int32_t ax, int32_t ay, int32_t bx, int32_t by, int32_t whole_x,
                       int32_t frac_x, int32_t step, int32_t lo, int32_t hi, int32_t sign, int32_t k);
    int32_t (*walk_band)(const pk_edge *edges, int32_t *active, int32_t n, int32_t y_top, int32_t y_bottom,
                         int32_t *cells, uint64_t *bits, ptrdiff_t cell_stride, ptrdiff_t bit_stride, int32_t row0);
    int32_t (*add_polygon)(const double *pts, int32_t n, int32_t first, double origin_x, double origin_y, int32_t w,
                           int32_t h, pk_edge *edges, int32_t *count);
} pk_kernels;

/// The kernels of `path`, or NULL when it is unknown or this CPU cannot run it.
const pk_kernels *pk_kernels_for_path(int path);

#ifdef __cplusplus
}
#endif

#endif
