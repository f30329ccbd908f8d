// The kernels' bodies, included once per path by KernelsBaseline.c and KernelsAVX2.c with PK_NAME
// naming the exported functions (pk_baseline_x, pk_avx2_x); the AVX2 file wraps the inclusion in
// `#pragma clang attribute push(__attribute__((target("avx2"))))`, so the same source compiles to
// 256-bit code there and to the target's default vectors here. Vector types are clang's
// `vector_size` extensions: eight pixels as 16-bit lanes (two channels per pixel), exact for this
// arithmetic (no lane overflows, see each helper), so both paths give the same pixels as the
// packed 32-bit scalar formulas in PixelMath.swift.
//
// Floating point: no contraction into fused multiply-adds, so pass 1 of the projective kernels
// rounds exactly as Swift's code did.
#pragma clang fp contract(off)
// Eight-pixel vectors only pass between static functions of one file (all inlined): no ABI concern.
#pragma clang diagnostic ignored "-Wpsabi"

#include <string.h>

typedef uint32_t pk_u32x8 __attribute__((vector_size(32)));
typedef int32_t pk_i32x8 __attribute__((vector_size(32)));
typedef uint16_t pk_u16x16 __attribute__((vector_size(32)));
typedef uint32_t pk_u32x16 __attribute__((vector_size(64)));
typedef float pk_f32x8 __attribute__((vector_size(32)));
typedef uint8_t pk_u8x8 __attribute__((vector_size(8)));

// ---- Unaligned loads and stores ----

static inline pk_u32x8 ld8(const uint32_t *p) { pk_u32x8 v; memcpy(&v, p, sizeof v); return v; }
static inline void st8(uint32_t *p, pk_u32x8 v) { memcpy(p, &v, sizeof v); }
static inline pk_i32x8 ldi8(const int32_t *p) { pk_i32x8 v; memcpy(&v, p, sizeof v); return v; }
static inline pk_u32x8 ldcover8(const uint8_t *p) {
    pk_u8x8 c; memcpy(&c, p, sizeof c);
    return __builtin_convertvector(c, pk_u32x8);
}
static inline pk_u16x16 u16(pk_u32x8 v) { return (pk_u16x16)v; }
static inline pk_u32x8 u32(pk_u16x16 v) { return (pk_u32x8)v; }
/// A factor per pixel (at most 16 bits) in both of its 16-bit lanes.
static inline pk_u16x16 both(pk_u32x8 k) { return (pk_u16x16)(k | (k << 16)); }

// ---- Scalar packed arithmetic (PixelMath.swift) ----

/// p * a / 255 on all four channels (a in 0...255), correctly rounded.
static inline uint32_t mul1(uint32_t p, uint32_t a) {
    uint32_t rb = (p & 0x00FF00FFu) * a + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ag = ((p >> 8) & 0x00FF00FFu) * a + 0x00800080u;
    ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ag;
}

static inline uint32_t over1(uint32_t s, uint32_t d) { return s + mul1(d, 255u - (s >> 24)); }

/// Channels times k / 256 (k in 0...256), truncated.
static inline uint32_t scale1(uint32_t p, uint32_t k) {
    uint32_t rb = (((p & 0x00FF00FFu) * k) >> 8) & 0x00FF00FFu;
    uint32_t ag = (((p >> 8) & 0x00FF00FFu) * k) & 0xFF00FF00u;
    return rb | ag;
}

/// a + (b - a) * t / 256, rounded to nearest (t in 0...256).
static inline uint32_t lerp_rounded1(uint32_t a, uint32_t b, uint32_t t) {
    uint32_t it = 256u - t;
    uint32_t rb = ((((a & 0x00FF00FFu) * it + (b & 0x00FF00FFu) * t + 0x00800080u) >> 8) & 0x00FF00FFu);
    uint32_t ag = ((((a >> 8) & 0x00FF00FFu) * it + ((b >> 8) & 0x00FF00FFu) * t + 0x00800080u) & 0xFF00FF00u);
    return rb | ag;
}

// ---- Eight pixels in 16-bit lanes ----

/// The high half of each 16-bit lane product (one `pmulhuw`).
static inline pk_u16x16 mulhi16(pk_u16x16 a, pk_u16x16 b) {
    return __builtin_convertvector((__builtin_convertvector(a, pk_u32x16) * __builtin_convertvector(b, pk_u32x16)) >> 16,
                                   pk_u16x16);
}

/// mul1 on eight pixels: per lane t = x * a + 0x80 <= 65153, and (t + (t >> 8)) >> 8, the packed
/// form's rounding, is (t * 257) >> 16 for every t below 2^16 (t = 256 q + r: both are q plus the
/// integer part of (q + r) / 256), one high multiply.
static inline pk_u32x8 mul8(pk_u32x8 p, pk_u16x16 a) {
    pk_u16x16 v = u16(p);
    const pk_u16x16 k257 = (pk_u16x16){0} + 257;
    pk_u16x16 rb = mulhi16((v & 0x00FF) * a + 0x80, k257);
    pk_u16x16 ag = mulhi16((v >> 8) * a + 0x80, k257) << 8;
    return u32(rb | ag);
}

static inline pk_u32x8 over8(pk_u32x8 s, pk_u32x8 d) { return s + mul8(d, both(255u - (s >> 24))); }

/// scale1 on eight pixels (k <= 256: x * k <= 65280).
static inline pk_u32x8 scale8(pk_u32x8 p, pk_u16x16 k) {
    pk_u16x16 v = u16(p);
    return u32((((v & 0x00FF) * k) >> 8) | (((v >> 8) * k) & 0xFF00));
}

// ---- Span kernels ----

void PK_NAME(fill)(uint32_t *dst, ptrdiff_t n, uint32_t c) {
    ptrdiff_t i = 0;
    pk_u32x8 v = (pk_u32x8){0} + c;
    for (; i + 8 <= n; i += 8) st8(dst + i, v);
    for (; i < n; i++) dst[i] = c;
}

void PK_NAME(solid)(uint32_t *dst, ptrdiff_t n, uint32_t c) {
    if ((c >> 24) == 255) { PK_NAME(fill)(dst, n, c); return; }
    if (c == 0) return;
    uint32_t ia = 255u - (c >> 24);
    pk_u16x16 a = (pk_u16x16){0} + (uint16_t)ia;
    pk_u32x8 cv = (pk_u32x8){0} + c;
    ptrdiff_t i = 0;
    for (; i + 8 <= n; i += 8) st8(dst + i, cv + mul8(ld8(dst + i), a));
    for (; i < n; i++) dst[i] = c + mul1(dst[i], ia);
}

void PK_NAME(solid_mask)(uint32_t *dst, const uint8_t *cover, ptrdiff_t n, uint32_t c) {
    pk_u32x8 cv = (pk_u32x8){0} + c;
    ptrdiff_t i = 0;
    for (; i + 8 <= n; i += 8) st8(dst + i, over8(mul8(cv, both(ldcover8(cover + i))), ld8(dst + i)));
    for (; i < n; i++) dst[i] = over1(mul1(c, cover[i]), dst[i]);
}

void PK_NAME(span_over)(uint32_t *dst, const uint32_t *src, ptrdiff_t n) {
    ptrdiff_t i = 0;
    for (; i + 8 <= n; i += 8) st8(dst + i, over8(ld8(src + i), ld8(dst + i)));
    for (; i < n; i++) dst[i] = over1(src[i], dst[i]);
}

void PK_NAME(span_alpha)(uint32_t *dst, const uint32_t *src, ptrdiff_t n, uint32_t a) {
    if (a >= 255) { PK_NAME(span_over)(dst, src, n); return; }
    pk_u16x16 av = (pk_u16x16){0} + (uint16_t)a;
    ptrdiff_t i = 0;
    for (; i + 8 <= n; i += 8) st8(dst + i, over8(mul8(ld8(src + i), av), ld8(dst + i)));
    for (; i < n; i++) dst[i] = over1(mul1(src[i], a), dst[i]);
}

void PK_NAME(span_mask)(uint32_t *dst, const uint32_t *src, const uint8_t *cover, ptrdiff_t n) {
    ptrdiff_t i = 0;
    for (; i + 8 <= n; i += 8) st8(dst + i, over8(mul8(ld8(src + i), both(ldcover8(cover + i))), ld8(dst + i)));
    for (; i < n; i++) dst[i] = over1(mul1(src[i], cover[i]), dst[i]);
}

// ---- Projective kernels (ProjectiveKernel.swift's passes) ----

/// Swift's max(a, b) and min(a, b) lane by lane (b >= a ? b : a, b < a ? b : a), NaN included.
static inline pk_f32x8 fmax8(pk_f32x8 a, pk_f32x8 b) {
    pk_i32x8 m = (pk_i32x8)(b >= a);
    return (pk_f32x8)(((pk_i32x8)b & m) | ((pk_i32x8)a & ~m));
}
static inline pk_f32x8 fmin8(pk_f32x8 a, pk_f32x8 b) {
    pk_i32x8 m = (pk_i32x8)(b < a);
    return (pk_f32x8)(((pk_i32x8)b & m) | ((pk_i32x8)a & ~m));
}
static inline pk_f32x8 fsplat(float x) { return (pk_f32x8){x, x, x, x, x, x, x, x}; }

/// A span's start and steps as vectors, made once per span (outside the pixel loops).
typedef struct {
    pk_f32x8 u0, v0, q0, du, dv, dq, maxU, maxV;
} pk_steps;

static inline pk_steps steps(pk_span_start st, int32_t width, int32_t height) {
    pk_steps s = {fsplat(st.u0), fsplat(st.v0), fsplat(st.q0), fsplat(st.du), fsplat(st.dv), fsplat(st.dq),
                  fsplat((float)(width - 1) * 256), fsplat((float)(height - 1) * 256)};
    return s;
}

/// Pass 1 for pixels i0 ... i0 + 7 of a span: the exact divide, clamped 24.8 source coordinates u, v.
static inline void divide8(const pk_steps *s, int32_t i0, pk_i32x8 *u, pk_i32x8 *v) {
    const pk_i32x8 lane = {0, 1, 2, 3, 4, 5, 6, 7};
    pk_f32x8 fi = __builtin_convertvector(lane + i0, pk_f32x8);
    pk_f32x8 q = fmax8(s->q0 + fi * s->dq, fsplat(1e-9f));
    pk_f32x8 r = 256.0f / q;
    pk_f32x8 zero = {0};
    *u = __builtin_convertvector(fmin8(fmax8((s->u0 + fi * s->du) * r - 128.0f, zero), s->maxU), pk_i32x8);
    *v = __builtin_convertvector(fmin8(fmax8((s->v0 + fi * s->dv) * r - 128.0f, zero), s->maxV), pk_i32x8);
}

/// Eight bilinear samples from gathered pairs t = (p00, p01) and b = (p10, p11) per pixel and
/// packed fractions (fx | fy << 16, each 0...256): per lane at most 255 * 256 in total, no
/// overflow. The weights are made in 16-bit lanes, each pixel's in both of its lanes:
/// w11 = (fx * fy) >> 8 is the high half of (2 fx) * (128 fy) (both below 2^16 even at 256), the
/// others exact differences.
static inline pk_u32x8 bilinear8(pk_u32x16 t, pk_u32x16 b, pk_u32x8 f) {
    pk_u16x16 FX = u16((f << 16) | (f & 0xFFFF)), FY = u16((f >> 16) | (f & 0xFFFF0000u));
    pk_u16x16 W11 = mulhi16(FX << 1, FY << 7), W01 = FX - W11, W10 = FY - W11, W00 = 256 - FX - W10;
    pk_u16x16 A = u16(__builtin_shufflevector(t, t, 0, 2, 4, 6, 8, 10, 12, 14));
    pk_u16x16 B = u16(__builtin_shufflevector(t, t, 1, 3, 5, 7, 9, 11, 13, 15));
    pk_u16x16 C = u16(__builtin_shufflevector(b, b, 0, 2, 4, 6, 8, 10, 12, 14));
    pk_u16x16 D = u16(__builtin_shufflevector(b, b, 1, 3, 5, 7, 9, 11, 13, 15));
    pk_u16x16 rb = ((A & 0xFF) * W00 + (B & 0xFF) * W01 + (C & 0xFF) * W10 + (D & 0xFF) * W11) >> 8;
    pk_u16x16 ag = ((A >> 8) * W00 + (B >> 8) * W01 + (C >> 8) * W10 + (D >> 8) * W11) & 0xFF00;
    return u32(rb | ag);
}

typedef uint64_t pk_u64x8 __attribute__((vector_size(64)));

static inline uint64_t ld64(const uint32_t *p) { uint64_t v; memcpy(&v, p, sizeof v); return v; }

/// The pairs of eight pixels straight into vectors (no round trip through memory): the pair at
/// src + offs[k] and the pair below it.
static inline void gather8(const uint32_t *src, ptrdiff_t stride, const int32_t *offs, pk_u32x16 *t, pk_u32x16 *b) {
    const uint32_t *p0 = src + offs[0], *p1 = src + offs[1], *p2 = src + offs[2], *p3 = src + offs[3];
    const uint32_t *p4 = src + offs[4], *p5 = src + offs[5], *p6 = src + offs[6], *p7 = src + offs[7];
    pk_u64x8 T = {ld64(p0), ld64(p1), ld64(p2), ld64(p3), ld64(p4), ld64(p5), ld64(p6), ld64(p7)};
    pk_u64x8 B = {ld64(p0 + stride), ld64(p1 + stride), ld64(p2 + stride), ld64(p3 + stride),
                  ld64(p4 + stride), ld64(p5 + stride), ld64(p6 + stride), ld64(p7 + stride)};
    *t = (pk_u32x16)T;
    *b = (pk_u32x16)B;
}

enum { PK_FULL = 0, PK_ALPHA = 1, PK_COVER = 2, PK_COVER_OPACITY = 3 };

#ifndef PK_SHORT_SPAN
/// Spans shorter than this take the pair kernel's one-pixel-at-a-time path.
#define PK_SHORT_SPAN 4
#endif

/// Eight pixels of the pair kernel: sample, scale by the mode's factor, source-over d.
__attribute__((always_inline)) static inline pk_u32x8 pair_pixels8(const uint32_t *src, ptrdiff_t stride, const int32_t *offs, const uint32_t *frac,
                                    pk_u32x8 d, int mode, pk_u16x16 k, const uint8_t *cover, uint32_t opa) {
    pk_u32x16 t, b;
    gather8(src, stride, offs, &t, &b);
    pk_u32x8 px = bilinear8(t, b, ld8(frac));
    if (mode == PK_ALPHA) {
        px = scale8(px, k);
    } else if (mode == PK_COVER || mode == PK_COVER_OPACITY) {
        pk_u32x8 c = ldcover8(cover);
        pk_u16x16 K = both(c + (c >> 7));
        // (c' * opa) >> 8 in 16-bit lanes: c' <= 256 and opa <= 255 here (at 256 it is c').
        if (mode == PK_COVER_OPACITY) K = (K * (uint16_t)opa) >> 8;
        px = scale8(px, K);
    }
    return over8(px, d);
}

/// Pass 2 of the pair kernel for m pixels of a chunk whose pass 1 filled offs and frac for whole
/// groups of eight (so the lanes past m hold positions inside the source too): eight pixels a
/// step, the last group through 8-pixel copies of dst and cover.
__attribute__((always_inline)) static inline void pair_pass(uint32_t *d, ptrdiff_t m, const uint32_t *src,
                                                            ptrdiff_t stride, const int32_t *offs, const uint32_t *frac,
                                                            int mode, pk_u16x16 k, const uint8_t *cover, uint32_t opa) {
    ptrdiff_t i = 0;
    for (; i + 8 <= m; i += 8)
        st8(d + i, pair_pixels8(src, stride, offs + i, frac + i, ld8(d + i), mode, k, mode >= PK_COVER ? cover + i : cover,
                                opa));
    if (i < m) {
        size_t r = (size_t)(m - i);
        uint32_t dt[8] = {0};
        uint8_t ct[8] = {0};
        memcpy(dt, d + i, r * 4);
        if (mode >= PK_COVER) memcpy(ct, cover + i, r);
        pk_u32x8 out = pair_pixels8(src, stride, offs + i, frac + i, ld8(dt), mode, k, ct, opa);
        memcpy(d + i, &out, r * 4);
    }
}

/// Pass 1 of the pair kernel for m pixels from c0: divide, clamp, offsets and fractions; on the
/// last column or row the pair starts one pixel earlier with a fraction of 256 (u <= (width - 1) * 256,
/// so u >> 8 is at most width - 1, and one less where it is). With `narrow` (stride below 2^15 and
/// height at most 2^15) row * stride is one 16-bit multiply-add per lane (`pmaddwd`: SSE2 has no
/// 32-bit lane multiply).
__attribute__((always_inline)) static inline void pair_offsets(const pk_steps *sv, ptrdiff_t c0, ptrdiff_t m,
                                                               int32_t width, int32_t height, int32_t stride,
                                                               int narrow, int32_t *offs, uint32_t *frac) {
    const pk_i32x8 lastX = (pk_i32x8){0} + (width - 1), lastY = (pk_i32x8){0} + (height - 1);
    const pk_i32x8 vs = (pk_i32x8){0} + (narrow ? (stride & 0x7FFF) : stride);
    for (ptrdiff_t i = 0; i < m; i += 8) {
        pk_i32x8 u, v;
        divide8(sv, (int32_t)(c0 + i), &u, &v);
        pk_i32x8 xu = u >> 8, yv = v >> 8;
        pk_i32x8 x0 = xu + (xu == lastX), y0 = yv + (yv == lastY);
        pk_i32x8 f = (u - (x0 << 8)) | ((v - (y0 << 8)) << 16);
        pk_i32x8 o = (narrow ? (y0 & 0x7FFF) : y0) * vs + x0;
        memcpy(offs + i, &o, sizeof o);
        memcpy(frac + i, &f, sizeof f);
    }
}

/// divide8 for pixel i alone: the same operations in the same order, so the same roundings.
static inline void divide1(pk_span_start st, int32_t width, int32_t height, ptrdiff_t i, int32_t *u, int32_t *v) {
    const float maxU = (float)(width - 1) * 256, maxV = (float)(height - 1) * 256;
    float fi = (float)(int32_t)i;
    float q = st.q0 + fi * st.dq;
    q = 1e-9f >= q ? 1e-9f : q;
    float r = 256.0f / q;
    float uf = (st.u0 + fi * st.du) * r - 128.0f, vf = (st.v0 + fi * st.dv) * r - 128.0f;
    uf = 0.0f >= uf ? 0.0f : uf;
    vf = 0.0f >= vf ? 0.0f : vf;
    *u = (int32_t)(maxU < uf ? maxU : uf);
    *v = (int32_t)(maxV < vf ? maxV : vf);
}

/// The pair kernel one pixel at a time, for the shortest spans (an anti-aliased edge's pixel or
/// two), where setting up vectors costs more than the pixels: the same arithmetic lane by lane as
/// divide8, pass 1 and bilinear8 (scalar float operations round as vector lanes do).
static void pairs_short(uint32_t *dst, ptrdiff_t n, const uint32_t *src, ptrdiff_t stride, int32_t width,
                        int32_t height, pk_span_start st, int32_t alpha, const uint8_t *cover, uint32_t a, uint32_t opa) {
    for (ptrdiff_t i = 0; i < n; i++) {
        int32_t u, v;
        divide1(st, width, height, i, &u, &v);
        int32_t x0 = u >> 8, y0 = v >> 8;
        x0 -= x0 == width - 1;
        y0 -= y0 == height - 1;
        uint32_t fx = (uint32_t)(u - (x0 << 8)), fy = (uint32_t)(v - (y0 << 8));
        const uint32_t *p = src + y0 * stride + x0;
        uint32_t w11 = (fx * fy) >> 8, w10 = fy - w11, w01 = fx - w11, w00 = 256 - fx - fy + w11;
        const uint32_t M = 0x00FF00FFu;
        uint32_t A = p[0], B = p[1], C = p[stride], D = p[stride + 1];
        uint32_t rb = ((((A & M) * w00 + (B & M) * w01 + (C & M) * w10 + (D & M) * w11) >> 8) & M);
        uint32_t ag = (((A >> 8) & M) * w00 + ((B >> 8) & M) * w01 + ((C >> 8) & M) * w10 + ((D >> 8) & M) * w11)
                      & 0xFF00FF00u;
        uint32_t c = alpha >= 0 ? 0 : cover[i];
        uint32_t k = alpha >= 0 ? a : ((c + (c >> 7)) * opa) >> 8;
        dst[i] = over1(scale1(rb | ag, k), dst[i]);
    }
}

void PK_NAME(projective_pairs)(uint32_t *dst, ptrdiff_t n, const uint32_t *src, ptrdiff_t stride, int32_t width,
                               int32_t height, pk_span_start st, int32_t alpha, const uint8_t *cover, int32_t opacity,
                               const pk_scratch *s, int touch) {
    if (n < PK_SHORT_SPAN) {
        const uint32_t a = alpha >= 256 ? 256u : (uint32_t)(alpha < 0 ? 0 : (alpha > 255 ? 255 : alpha)) + (alpha > 0 ? 1u : 0u);
        const uint32_t opa = (uint32_t)(opacity < 0 ? 0 : (opacity > 256 ? 256 : opacity));
        pairs_short(dst, n, src, stride, width, height, st, alpha, cover, a, opa);
        return;
    }
    const pk_steps sv = steps(st, width, height);
    const uint32_t a = alpha >= 256 ? 256u : (uint32_t)(alpha < 0 ? 0 : (alpha > 255 ? 255 : alpha)) + (alpha > 0 ? 1u : 0u);
    const uint32_t opa = (uint32_t)(opacity < 0 ? 0 : (opacity > 256 ? 256 : opacity));
    const pk_u16x16 k = (pk_u16x16){0} + (uint16_t)a;
    const int narrow = stride < 0x8000 && height <= 0x8000;
    int32_t *off = s->off;
    uint32_t *frac = s->frac;
    for (ptrdiff_t c0 = 0; c0 < n; c0 += PK_CHUNK) {
        ptrdiff_t m = n - c0 < PK_CHUNK ? n - c0 : PK_CHUNK;
        // Pass 1: offsets and fractions.
        if (narrow) {
            pair_offsets(&sv, c0, m, width, height, (int32_t)stride, 1, off, frac);
        } else {
            pair_offsets(&sv, c0, m, width, height, (int32_t)stride, 0, off, frac);
        }
        if (touch) {
            uint32_t t = 0;
            for (ptrdiff_t i = 0; i < m; i += 8) {
                const uint32_t *p = src + off[i];
                t ^= p[0] ^ p[stride];
            }
            s->sink[0] = t;
        }
        // Pass 2: gather, blend in 16-bit lanes, source-over, eight pixels a step.
        uint32_t *d = dst + c0;
        if (a == 256) {
            pair_pass(d, m, src, stride, off, frac, PK_FULL, k, cover, opa);
        } else if (alpha >= 0) {
            pair_pass(d, m, src, stride, off, frac, PK_ALPHA, k, cover, opa);
        } else if (opa >= 256) {
            pair_pass(d, m, src, stride, off, frac, PK_COVER, k, cover + c0, opa);
        } else {
            pair_pass(d, m, src, stride, off, frac, PK_COVER_OPACITY, k, cover + c0, opa);
        }
    }
}

/// Eight bilinear alphas (0...255) from gathered quads and packed fractions (fx | fy << 16,
/// 0...255). fy is masked to its byte (a no-op) so that fx * fy, of numbers below 2^15, is one
/// 16-bit multiply-add per lane (pmaddwd) rather than a 32-bit multiply, which SSE2 does not have.
static inline pk_u32x8 shadow_alpha8(pk_u32x8 quad, pk_u32x8 f) {
    pk_u16x16 g = u16(quad);
    pk_u32x8 fx = f & 255, fy = (f >> 16) & 255;
    pk_u32x8 w11 = (fx * fy) >> 8, w10 = fy - w11, w01 = fx - w11, w00 = 256 - fx - fy + w11;
    pk_u16x16 wLow = u16(w00 | (w10 << 16)), wHigh = u16(w01 | (w11 << 16));
    pk_u32x8 sum = u32((g & 0x00FF) * wLow + (g >> 8) * wHigh);
    return ((sum & 0xFFFF) + (sum >> 16)) >> 8;
}

/// Eight pixels of the shadow kernel: gather the quads at offs, bilinear alpha times the factor
/// k (alpha + 1 in every lane, or each pixel's coverage scaled to 0...256), tint, source-over d.
__attribute__((always_inline)) static inline pk_u32x8 shadow_pixels8(const uint32_t *quads, const int32_t *offs,
                                                                     const uint32_t *frac, pk_u32x8 d, pk_u32x8 col,
                                                                     int cover_mode, pk_u16x16 k, const uint8_t *cover) {
    pk_u32x8 g = {quads[offs[0]], quads[offs[1]], quads[offs[2]], quads[offs[3]],
                  quads[offs[4]], quads[offs[5]], quads[offs[6]], quads[offs[7]]};
    pk_u16x16 K = k;
    if (cover_mode) {
        pk_u32x8 c = ldcover8(cover);
        K = both(c + (c >> 7));
    }
    // In 16-bit lanes, each pixel's in both: al * k <= 255 * 256, and the tint factor.
    pk_u16x16 SA = (both(shadow_alpha8(g, ld8(frac))) * K) >> 8;
    return over8(scale8(col, SA + (SA >> 7)), d);
}

/// The shadow kernel's second pass over m pixels whose pass 1 filled whole groups of eight: as
/// pair_pass.
__attribute__((always_inline)) static inline void shadow_pass(uint32_t *d, ptrdiff_t m, const uint32_t *quads,
                                                              const int32_t *offs, const uint32_t *frac, pk_u32x8 col,
                                                              int cover_mode, pk_u16x16 k, const uint8_t *cover) {
    ptrdiff_t i = 0;
    for (; i + 8 <= m; i += 8)
        st8(d + i, shadow_pixels8(quads, offs + i, frac + i, ld8(d + i), col, cover_mode, k,
                                  cover_mode ? cover + i : cover));
    if (i < m) {
        size_t r = (size_t)(m - i);
        uint32_t dt[8] = {0};
        uint8_t ct[8] = {0};
        memcpy(dt, d + i, r * 4);
        if (cover_mode) memcpy(ct, cover + i, r);
        pk_u32x8 out = shadow_pixels8(quads, offs + i, frac + i, ld8(dt), col, cover_mode, k, ct);
        memcpy(d + i, &out, r * 4);
    }
}

/// Pass 1 of the shadow kernel: offsets (row * stride + column, a pmaddwd with `narrow` as in
/// pair_offsets) and fractions.
__attribute__((always_inline)) static inline void shadow_offsets(const pk_steps *sv, ptrdiff_t c0, ptrdiff_t m,
                                                                 int32_t stride, int narrow, int32_t *offs,
                                                                 uint32_t *frac) {
    const pk_i32x8 vs = (pk_i32x8){0} + (narrow ? (stride & 0x7FFF) : stride);
    for (ptrdiff_t i = 0; i < m; i += 8) {
        pk_i32x8 u, v;
        divide8(sv, (int32_t)(c0 + i), &u, &v);
        pk_i32x8 y = v >> 8;
        pk_i32x8 o = (narrow ? (y & 0x7FFF) : y) * vs + (u >> 8);
        pk_i32x8 f = (u & 255) | ((v & 255) << 16);
        memcpy(offs + i, &o, sizeof o);
        memcpy(frac + i, &f, sizeof f);
    }
}

void PK_NAME(projective_shadow)(uint32_t *dst, ptrdiff_t n, const uint32_t *quads, ptrdiff_t stride, int32_t width,
                                int32_t height, uint32_t color, pk_span_start st, int32_t alpha, const uint8_t *cover,
                                const pk_scratch *s) {
    const uint32_t a = alpha >= 256 ? 256u : (uint32_t)(alpha < 0 ? 0 : (alpha > 255 ? 255 : alpha)) + (alpha > 0 ? 1u : 0u);
    if (n < PK_SHORT_SPAN) {
        // One pixel at a time (divide1 rounds as divide8's lanes do).
        for (ptrdiff_t i = 0; i < n; i++) {
            int32_t u, v;
            divide1(st, width, height, i, &u, &v);
            uint32_t g = quads[(v >> 8) * stride + (u >> 8)], fx = (uint32_t)u & 255, fy = (uint32_t)v & 255;
            uint32_t w11 = (fx * fy) >> 8, w10 = fy - w11, w01 = fx - w11, w00 = 256 - fx - fy + w11;
            uint32_t al = ((g & 255) * w00 + ((g >> 8) & 255) * w01 + ((g >> 16) & 255) * w10 + (g >> 24) * w11) >> 8;
            uint32_t c = alpha >= 0 ? 0 : cover[i];
            uint32_t k = alpha >= 0 ? a : c + (c >> 7);
            uint32_t sa = (al * k) >> 8;
            dst[i] = over1(scale1(color, sa + (sa >> 7)), dst[i]);
        }
        return;
    }
    const pk_steps sv = steps(st, width, height);
    const pk_u32x8 col = (pk_u32x8){0} + color;
    const pk_u16x16 k = (pk_u16x16){0} + (uint16_t)a;
    const int narrow = stride < 0x8000 && height <= 0x8000;
    int32_t *off = s->off;
    uint32_t *frac = s->frac;
    for (ptrdiff_t c0 = 0; c0 < n; c0 += PK_CHUNK) {
        ptrdiff_t m = n - c0 < PK_CHUNK ? n - c0 : PK_CHUNK;
        if (narrow) {
            shadow_offsets(&sv, c0, m, (int32_t)stride, 1, off, frac);
        } else {
            shadow_offsets(&sv, c0, m, (int32_t)stride, 0, off, frac);
        }
        if (alpha >= 0) {
            shadow_pass(dst + c0, m, quads, off, frac, col, 0, k, cover);
        } else {
            shadow_pass(dst + c0, m, quads, off, frac, col, 1, k, cover + c0);
        }
    }
}

// ---- The rasterizer's solid sweep (Rasterizer+SolidSweep.swift) ----

/// An accumulated area folded by the fill rule into 0...0x20000.
static inline int32_t folded1(int32_t s, int even_odd) {
    int32_t v = s < 0 ? -s : s;
    if (even_odd) {
        v &= 0x3FFFF;
        if (v > 0x20000) v = 0x40000 - v;
    } else if (v > 0x20000) {
        v = 0x20000;
    }
    return v;
}

static inline pk_i32x8 folded8(pk_i32x8 s, int even_odd) {
    pk_i32x8 m = s >> 31;
    pk_i32x8 v = (s ^ m) - m, d;
    if (even_odd) {
        v &= 0x3FFFF;
        d = 0x40000 - v - v;
    } else {
        d = 0x20000 - v;
    }
    return v + (d & (d >> 31));
}

static inline int32_t coverage1(int32_t s, int even_odd) { return (folded1(s, even_odd) * 255 + 0x10000) >> 17; }

/// The 8 cell deltas at p as running sums from `sum`, the cells cleared.
static inline pk_i32x8 group_sums(int32_t *p, int32_t sum) {
    pk_i32x8 v = ldi8(p), z = {0};
    memcpy(p, &z, sizeof z);
    pk_i32x8 s = v + __builtin_shufflevector(z, v, 0, 8, 9, 10, 11, 12, 13, 14);
    s += __builtin_shufflevector(z, s, 0, 1, 8, 9, 10, 11, 12, 13);
    s += __builtin_shufflevector(z, s, 0, 1, 2, 3, 8, 9, 10, 11);
    return s + sum;
}

/// A run of n pixels at constant coverage a (0...255).
static inline void run1(uint32_t *dst, ptrdiff_t n, int32_t a, uint32_t color, int opaque) {
    if (a <= 0) return;
    if (a >= 255 && opaque) {
        PK_NAME(fill)(dst, n, color);
    } else {
        PK_NAME(solid)(dst, n, a >= 255 ? color : mul1(color, (uint32_t)a));
    }
}

/// One group of 8 cells at gx: summed from `sum` and blended into dst[gx ...]; returns the last sum.
static inline int32_t sweep_group(uint32_t *dst, int32_t *cells, ptrdiff_t gx, int32_t width, int32_t sum,
                                  uint32_t color, int opaque, int even_odd) {
    pk_i32x8 s = group_sums(cells + gx, sum);
    if (gx + 8 <= width) {
        uint32_t *p = dst + gx;
        pk_u32x8 d = ld8(p);
        if (opaque) {
            // Rounded interpolation towards the colour: per lane at most 255 * 256 + 0x80.
            pk_u32x8 t = (pk_u32x8)((folded8(s, even_odd) + 0x100) >> 9);
            pk_u16x16 T = both(t), IT = both(256 - t);
            pk_u16x16 v = u16(d), c = u16((pk_u32x8){0} + color);
            pk_u16x16 rb = ((v & 0xFF) * IT + (c & 0xFF) * T + 0x80) >> 8;
            pk_u16x16 ag = ((v >> 8) * IT + (c >> 8) * T + 0x80) & 0xFF00;
            st8(p, u32(rb | ag));
        } else {
            // Coverage 0 leaves a pixel as it was (d + d * 255 / 255 = d), as the scalar skip does.
            pk_u32x8 a = (pk_u32x8)((folded8(s, even_odd) * 255 + 0x10000) >> 17);
            st8(p, over8(mul8((pk_u32x8){0} + color, both(a)), d));
        }
    } else if (gx < width) {
        for (ptrdiff_t i = 0; i < width - gx; i++) {
            if (opaque) {
                uint32_t t = (uint32_t)((folded1(s[i], even_odd) + 0x100) >> 9);
                dst[gx + i] = lerp_rounded1(dst[gx + i], color, t);
            } else {
                uint32_t a = (uint32_t)coverage1(s[i], even_odd);
                if (a > 0) dst[gx + i] = over1(mul1(color, a), dst[gx + i]);
            }
        }
    }
    return s[7];
}

static inline void sweep_rows(int32_t rows, uint32_t color, uint32_t *dst0, ptrdiff_t dst_stride, int32_t *cells0,
                              ptrdiff_t cell_stride, uint64_t *bits0, ptrdiff_t words, int32_t width, int even_odd,
                              int opaque) {
    for (int32_t r = 0; r < rows; r++) {
        int32_t *cells = cells0 + r * cell_stride;
        uint64_t *bits = bits0 + r * words;
        uint32_t *dst = dst0 + r * dst_stride;
        int32_t sum = 0;
        ptrdiff_t x = 0;
        // Which words are nonzero, gathered without a branch per word (rows of up to 64 words).
        uint64_t nonzero = 0;
        ptrdiff_t wi = 0;
        if (words <= 64) {
            for (ptrdiff_t k = 0; k < words; k++) nonzero |= (uint64_t)(bits[k] != 0) << k;
        }
        for (;;) {
            if (words <= 64) {
                if (nonzero == 0) break;
                wi = __builtin_ctzll(nonzero);
                nonzero &= nonzero - 1;
            } else {
                while (wi < words && bits[wi] == 0) wi++;
                if (wi >= words) break;
            }
            uint64_t word = bits[wi];
            bits[wi] = 0;
            while (word != 0) {
                ptrdiff_t gx = ((wi << 6) + __builtin_ctzll(word)) << 3;
                word &= word - 1;
                ptrdiff_t runEnd = gx < width ? gx : width;
                if (runEnd > x) run1(dst + x, runEnd - x, coverage1(sum, even_odd), color, opaque);
                sum = sweep_group(dst, cells, gx, width, sum, color, opaque, even_odd);
                x = gx + 8;
            }
            if (words > 64) wi++;
        }
        if (x < width) run1(dst + x, width - x, coverage1(sum, even_odd), color, opaque);
    }
}

void PK_NAME(sweep_solid)(int32_t rows, uint32_t color, uint32_t *dst, ptrdiff_t dst_stride, int32_t *cells,
                          ptrdiff_t cell_stride, uint64_t *bits, ptrdiff_t bit_stride, int32_t width, int even_odd) {
    if ((color >> 24) == 255) {
        sweep_rows(rows, color, dst, dst_stride, cells, cell_stride, bits, bit_stride, width, even_odd, 1);
    } else {
        sweep_rows(rows, color, dst, dst_stride, cells, cell_stride, bits, bit_stride, width, even_odd, 0);
    }
}

// ---- The rasterizer's steep edges (pk_steep_edge, and inside pk_walk_band) ----

static inline pk_i32x8 vmin8(pk_i32x8 a, pk_i32x8 b) { pk_i32x8 d = a - b; return b + (d & (d >> 31)); }
static inline pk_i32x8 vmax8(pk_i32x8 a, pk_i32x8 b) { pk_i32x8 d = a - b; return a - (d & (d >> 31)); }
/// Wrapping arithmetic where a lane may pass 2^31 (as Swift's &+, &-, &*).
static inline pk_i32x8 wadd(pk_i32x8 a, pk_i32x8 b) { return (pk_i32x8)((pk_u32x8)a + (pk_u32x8)b); }
static inline pk_i32x8 wsub(pk_i32x8 a, pk_i32x8 b) { return (pk_i32x8)((pk_u32x8)a - (pk_u32x8)b); }
static inline pk_i32x8 wmul(pk_i32x8 a, pk_i32x8 b) { return (pk_i32x8)((pk_u32x8)a * (pk_u32x8)b); }

static inline void steep_edge_body(int32_t *cells, uint64_t *bits, ptrdiff_t cell_stride, ptrdiff_t bit_stride,
                                   int32_t n, int32_t first_top, int32_t ax, int32_t ay, int32_t bx, int32_t by,
                                   int32_t whole_x, int32_t frac_x, int32_t step, int32_t lo, int32_t hi, int32_t sign,
                                   int32_t k) {
    const pk_i32x8 lane = {0, 1, 2, 3, 4, 5, 6, 7};
    const pk_i32x8 vStep = (pk_i32x8){0} + step, vLo = (pk_i32x8){0} + lo, vHi = (pk_i32x8){0} + hi;
    const pk_i32x8 whole = (pk_i32x8){0} + whole_x, frac = (pk_i32x8){0} + frac_x;
    const pk_i32x8 vAx = (pk_i32x8){0} + ax, vBx = (pk_i32x8){0} + bx, vAy = (pk_i32x8){0} + ay, vBy = (pk_i32x8){0} + by;
    const pk_u32x8 vK = (pk_u32x8){0} + (uint32_t)k;
    const pk_i32x8 sm = (pk_i32x8){0} + (sign < 0 ? -1 : 0);
    const pk_i32x8 lastRow = (pk_i32x8){0} + (n - 1), firstTop = (pk_i32x8){0} + first_top;
    int32_t *row = cells;
    uint8_t *bitRow = (uint8_t *)bits;
    const ptrdiff_t bitStep = 8 * bit_stride;
    for (int32_t c0 = 0; c0 < n; c0 += 8) {
        // Lane i is row c0 + i: x where it enters and leaves (the edge's own ends on its first and
        // last rows, else the row boundaries), and the height it spans.
        pk_i32x8 g = lane + c0;
        pk_i32x8 first = (g - 1) >> 31, last = ((g ^ lastRow) - 1) >> 31;
        pk_i32x8 below = wadd(frac, wmul(g, vStep));
        pk_i32x8 enter = vmin8(vHi, vmax8(vLo, whole + (wsub(below, vStep) >> 16)));
        pk_i32x8 leave = vmin8(vHi, vmax8(vLo, whole + (below >> 16)));
        pk_i32x8 p = (enter & ~first) | (vAx & first), q = (leave & ~last) | (vBx & last);
        pk_i32x8 rowTop = firstTop + (g << 8);
        pk_i32x8 top = (rowTop & ~first) | (vAy & first), bottom = ((rowTop + 256) & ~last) | (vBy & last);
        pk_i32x8 h = bottom - top;
        // The piece from x = p to x = q: its first cell, the three deltas, the group bits and byte.
        pk_i32x8 xl = vmin8(p, q), xr = vmax8(p, q);
        pk_i32x8 c = xl >> 8, fa = xl & 255, d = xr - (c << 8);
        pk_i32x8 over = d - 256;
        pk_i32x8 fr = over & ~(over >> 31), fb = d - fr;
        pk_i32x8 crosses = (0 - fr) >> 31;
        // The height left of the cell boundary: all of it, or min(h, ((256 - fa) * k) >> 16) when
        // crossing (the product read as unsigned: it may reach 2^32 - 1).
        pk_i32x8 part = (pk_i32x8)((((pk_u32x8)(256 - fa) * vK) >> 16) & 0xFFFF);
        pk_i32x8 hl0 = vmin8(h, (part & crosses) | (h & ~crosses));
        pk_i32x8 hl = (hl0 ^ sm) - sm;
        pk_i32x8 hr = ((h ^ sm) - sm) - hl;
        pk_i32x8 d0 = hl * (512 - fa - fb), d1 = hl * (fa + fb) + hr * (512 - fr), d2 = hr * fr;
        pk_i32x8 g0 = c >> 3, g1 = (c + 1 - crosses) >> 3;
        pk_i32x8 mask = (1 | (g1 - g0) << 1) << (g0 & 7), byte = g0 >> 3;
        // Stored whole, then scattered row by row from memory (per-lane extracts cost more).
        pk_i32x8 out[6] = {c, d0, d1, d2, mask, byte};
        const int32_t *o = (const int32_t *)out;
        int32_t count = n - c0 < 8 ? n - c0 : 8;
        for (int32_t i = 0; i < count; i++) {
            int32_t *cell = row + o[i];
            cell[0] += o[8 + i];
            cell[1] += o[16 + i];
            cell[2] += o[24 + i];
            uint16_t b;
            memcpy(&b, bitRow + o[40 + i], 2);
            b |= (uint16_t)o[32 + i];
            memcpy(bitRow + o[40 + i], &b, 2);
            row += cell_stride;
            bitRow += bitStep;
        }
    }
}

void PK_NAME(steep_edge)(int32_t *cells, uint64_t *bits, ptrdiff_t cell_stride, ptrdiff_t bit_stride, int32_t n,
                         int32_t first_top, int32_t ax, int32_t ay, int32_t bx, int32_t by, int32_t whole_x,
                         int32_t frac_x, int32_t step, int32_t lo, int32_t hi, int32_t sign, int32_t k) {
    steep_edge_body(cells, bits, cell_stride, bit_stride, n, first_top, ax, ay, bx, by, whole_x, frac_x, step, lo, hi,
                    sign, k);
}

// ---- The rasterizer's edge walk (Rasterizer.accumulateBand) ----

static inline int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }
static inline int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }
/// cell += v, wrapping (Swift's &+= on Int32).
static inline void add_cell(int32_t *cell, int64_t v) { *cell = (int32_t)((uint32_t)*cell + (uint32_t)v); }

/// A piece at most one pixel wide in the cell row `row` (see `steepPiece`): the deltas of cells c...c + 2 and
/// the one or two group bits.
static inline void walk_steep_piece(int32_t *row, uint8_t *bit_row, int64_t xa, int64_t xb, int64_t dy, int64_t k) {
    int64_t xl = min64(xa, xb), xr = max64(xa, xb);
    int64_t c = xl >> 8, fa = xl & 255, d = xr - (c << 8);
    int64_t fb = min64(d, 256), fr = d - fb;
    int64_t crosses = (256 - d) >> 63;
    int64_t h = dy < 0 ? -dy : dy;
    int64_t hl0 = min64(h, ((((256 - fa) * k) >> 16) & crosses) | (h & ~crosses));
    int64_t sm = dy >> 63;
    int64_t hl = (hl0 ^ sm) - sm, hr = dy - hl;
    add_cell(row + c, hl * (512 - fa - fb));
    add_cell(row + c + 1, hl * (fa + fb) + hr * (512 - fr));
    add_cell(row + c + 2, hr * fr);
    int64_t g0 = c >> 3, g1 = (c + 1 - crosses) >> 3;
    uint16_t m = (uint16_t)((1 | (g1 - g0) << 1) << (g0 & 7)), b;
    memcpy(&b, bit_row + (g0 >> 3), 2);
    b |= m;
    memcpy(bit_row + (g0 >> 3), &b, 2);
}

/// Sets the bits of groups g0...g1 in a band bitset row.
static inline void walk_mark_groups(uint64_t *bit_row, int64_t g0, int64_t g1) {
    int64_t g = g0;
    while (g <= g1) {
        int64_t wi = g >> 6;
        int64_t top = min64(g1, (wi << 6) | 63);
        bit_row[wi] |= (~(uint64_t)0 >> (63 - (top - g))) << (g & 63);
        g = top + 1;
    }
}

/// A piece wider than a pixel (see `shallowPiece`): the cells left to right, each taking the height of its x extent.
static void walk_shallow_piece(int32_t *row, uint64_t *bit_row, int64_t xa, int64_t xb, int64_t dy, int64_t k) {
    int64_t xl = min64(xa, xb), xr = max64(xa, xb);
    int64_t c = xl >> 8, c_end = (xr - 1) >> 8;
    int64_t h = dy < 0 ? -dy : dy;
    int64_t x = xl, used = 0, cc = c, carry = 0;
    for (;;) {
        int last = cc == c_end;
        int64_t nx = last ? xr : (cc + 1) << 8;
        int64_t hn = last ? h : min64(h, ((nx - xl) * k) >> 16);
        int64_t part = dy < 0 ? used - hn : hn - used;
        int64_t fa = x - (cc << 8), fb = nx - (cc << 8);
        add_cell(row + cc, part * (512 - fa - fb) + carry);
        carry = part * (fa + fb);
        if (last) break;
        x = nx;
        used = hn;
        cc += 1;
    }
    add_cell(row + c_end + 1, carry);
    walk_mark_groups(bit_row, c >> 3, (c_end + 1) >> 3);
}

static inline void walk_row_piece(int32_t *cells, uint64_t *bits, ptrdiff_t cell_stride, ptrdiff_t bit_stride, int64_t r,
                                  int64_t xa, int64_t xb, int64_t dy, int64_t k) {
    int32_t *row = cells + r * cell_stride;
    uint64_t *bit_row = bits + r * bit_stride;
    int64_t w = xb - xa;
    if ((w < 0 ? -w : w) <= 256) {
        walk_steep_piece(row, (uint8_t *)bit_row, xa, xb, dy, k);
    } else {
        walk_shallow_piece(row, bit_row, xa, xb, dy, k);
    }
}

/// One edge's rows inside [y_top, y_bottom) (see `Rasterizer.walk`).
static inline void walk_edge(const pk_edge *e, int64_t y_top, int64_t y_bottom, int32_t *cells, uint64_t *bits,
                             ptrdiff_t cell_stride, ptrdiff_t bit_stride, int64_t row0) {
    int64_t ox = e->x0, oy = e->y0, ex = e->x1, ey = e->y1;
    int64_t sign = e->sign, k = e->y_per_x_fixed, kx = e->x_per_y_fixed;
    int64_t lo = min64(ox, ex), hi = max64(ox, ex);
    int64_t base = e->x_base, frac = e->x_frac;
    int64_t ay = oy, by = ey, ax = ox, bx = ex;
    if (ay < y_top) { ay = y_top; ax = min64(hi, max64(lo, base + (((y_top - oy) * kx + frac) >> 16))); }
    if (by > y_bottom) { by = y_bottom; bx = min64(hi, max64(lo, base + (((y_bottom - oy) * kx + frac) >> 16))); }
    if (ay >= by) return;
    int64_t r_first = ay >> 8, r_last = (by - 1) >> 8;
    int64_t ye = (r_first + 1) << 8;
    int64_t t = (ye - oy) * kx + frac;
    int64_t step = kx * 256;
    if (kx >= -65536 && kx <= 65536) {
        int64_t n = r_last - r_first + 1;
        int32_t *row = cells + (r_first - row0) * cell_stride;
        uint64_t *bit_row = bits + (r_first - row0) * bit_stride;
        if (k < (1 << 24)) {
            steep_edge_body(row, bit_row, cell_stride, bit_stride, (int32_t)n, (int32_t)(r_first << 8), (int32_t)ax,
                            (int32_t)ay, (int32_t)bx, (int32_t)by, (int32_t)(base + (t >> 16)), (int32_t)(t & 0xFFFF),
                            (int32_t)step, (int32_t)lo, (int32_t)hi, sign < 0 ? -1 : 1, (int32_t)k);
            return;
        }
        int64_t px = ax;
        for (int64_t i = 0; i < n; i++) {
            int last = i == n - 1;
            int64_t nx = last ? bx : min64(hi, max64(lo, base + ((t + i * step) >> 16)));
            int64_t top = i == 0 ? ay : (r_first + i) << 8, bottom = last ? by : (r_first + i + 1) << 8;
            walk_steep_piece(row, (uint8_t *)bit_row, px, nx, (bottom - top) * sign, k);
            px = nx;
            row += cell_stride;
            bit_row += bit_stride;
        }
        return;
    }
    if (r_first == r_last) {
        walk_row_piece(cells, bits, cell_stride, bit_stride, r_first - row0, ax, bx, (by - ay) * sign, k);
        return;
    }
    int64_t px = min64(hi, max64(lo, base + (t >> 16)));
    walk_row_piece(cells, bits, cell_stride, bit_stride, r_first - row0, ax, px, (ye - ay) * sign, k);
    int64_t full = 256 * sign;
    int64_t r = r_first + 1 - row0, r_end = r_last - row0, tt = t;
    while (r < r_end) {
        tt += step;
        int64_t nx = min64(hi, max64(lo, base + (tt >> 16)));
        walk_row_piece(cells, bits, cell_stride, bit_stride, r, px, nx, full, k);
        px = nx;
        r += 1;
    }
    walk_row_piece(cells, bits, cell_stride, bit_stride, r_end, px, bx, (by - (r_last << 8)) * sign, k);
}

int32_t PK_NAME(walk_band)(const pk_edge *edges, int32_t *active, int32_t n, int32_t y_top, int32_t y_bottom,
                           int32_t *cells, uint64_t *bits, ptrdiff_t cell_stride, ptrdiff_t bit_stride, int32_t row0) {
    int32_t k = 0;
    while (k < n) {
        const pk_edge *e = edges + active[k];
        walk_edge(e, y_top, y_bottom, cells, bits, cell_stride, bit_stride, row0);
        if (e->y1 <= y_bottom) {
            n -= 1;
            active[k] = active[n];
        } else {
            k += 1;
        }
    }
    return n;
}

// ---- The rasterizer's edge storage (Rasterizer.addPolygon) ----

/// x rounded to the nearest integer, halves away from zero, without a rounding instruction
/// (`PixelMath.roundedToInt`).
static inline int64_t round_to_int(double x) {
    int64_t i = (int64_t)x;
    double f = x - (double)i, fu = f - 0.5, fd = -f - 0.5;
    uint64_t u, d;
    memcpy(&u, &fu, 8);
    memcpy(&d, &fd, 8);
    return i + (1 - (int64_t)(u >> 63)) - (1 - (int64_t)(d >> 63));
}

/// A device coordinate in region-local 24.8 (`Rasterizer.fixX`): NaN gives 0, the rest is clamped to +-1e9.
static inline int64_t fix_coord(double v, double origin) {
    double f = (v - origin) * 256;
    if (f != f) return 0;
    double m = 1e9 < f ? 1e9 : f;
    return round_to_int(m >= -1e9 ? m : -1e9);
}

/// Stores an edge under 2^22 both ways, top to bottom, with its slopes, clipped to the region's rows
/// (`Rasterizer.storeFixed`).
static inline void store_fixed(pk_edge *out, int64_t tx, int64_t ty, int64_t bx, int64_t by, int32_t sign, int64_t h) {
    double dx = (double)(bx - tx), dy = (double)(by - ty);
    int64_t kx = round_to_int(dx / dy * 65536);
    int64_t lo = min64(tx, bx), hi = max64(tx, bx);
    int64_t top = ty, base = tx, frac = 0x8000, x0 = tx;
    if (ty < 0) {
        int64_t t = (int64_t)((uint64_t)(0 - ty) * (uint64_t)kx + 0x8000);
        top = 0;
        base = tx + (t >> 16);
        frac = t & 0xFFFF;
        x0 = min64(hi, max64(lo, base));
    }
    int64_t x1 = bx, bottom = by, H = h << 8;
    if (by > H) {
        bottom = H;
        x1 = min64(hi, max64(lo, base + ((int64_t)((uint64_t)(H - top) * (uint64_t)kx + (uint64_t)frac) >> 16)));
    }
    int32_t k = 0;
    if (dx != 0) {
        double s = dy / dx;
        s = s < 0 ? -s : s;
        k = (int32_t)round_to_int((256 < s ? 256 : s) * 65536);
    }
    *out = (pk_edge){(int32_t)x0, (int32_t)top, (int32_t)x1, (int32_t)bottom, (int32_t)base, (int32_t)frac, sign, k, kx};
}

/// `Rasterizer.store` for an edge under 2^22 both ways: flat edges and edges on the right boundary
/// are dropped, the rest stored top to bottom when they reach the region's rows. Returns the edges stored.
static inline int32_t store_short(pk_edge *out, int64_t x0, int64_t y0, int64_t x1, int64_t y1, int64_t w, int64_t h) {
    if (y0 == y1 || (x0 >= w << 8 && x1 >= w << 8)) return 0;
    int64_t tx, ty, bx, by;
    int32_t sign;
    if (y0 < y1) { tx = x0; ty = y0; bx = x1; by = y1; sign = 1; } else { tx = x1; ty = y1; bx = x0; by = y0; sign = -1; }
    if (by <= 0 || ty >= h << 8) return 0;
    store_fixed(out, tx, ty, bx, by, sign, h);
    return 1;
}

int32_t PK_NAME(add_polygon)(const double *pts, int32_t n, int32_t first, double origin_x, double origin_y, int32_t w,
                             int32_t h, pk_edge *edges, int32_t *count) {
    int64_t c = *count;
    const int64_t W = (int64_t)w << 8, H = (int64_t)h << 8;
    int32_t prev = first == 0 ? n - 1 : first - 1;
    int64_t px = fix_coord(pts[2 * prev], origin_x), py = fix_coord(pts[2 * prev + 1], origin_y);
    for (int32_t i = first; i < n; i++) {
        int64_t x = fix_coord(pts[2 * i], origin_x), y = fix_coord(pts[2 * i + 1], origin_y);
        int64_t ax = px, ay = py, bx = x, by = y;
        px = x;
        py = y;
        // `Rasterizer.addFixedLine`, for lines whose every piece is under 2^22 both ways; the others
        // go back to the caller.
        int64_t ex = bx - ax, ey = by - ay;
        if ((ex < 0 ? -ex : ex) >= 1 << 22 || (ey < 0 ? -ey : ey) >= 1 << 22) {
            *count = (int32_t)c;
            return i;
        }
        if (ay == by) continue;
        if (max64(ay, by) <= 0 || min64(ay, by) >= H) continue;
        if (ax > W || bx > W) {
            if (ax >= W && bx >= W) continue;
            int64_t ym = ay + (by - ay) * (W - ax) / (bx - ax);
            if (ax > W) { ax = W; ay = ym; } else { bx = W; by = ym; }
        }
        if (ax < 0 || bx < 0) {
            if (ax <= 0 && bx <= 0) {
                c += store_short(edges + c, 0, ay, 0, by, w, h);
                continue;
            }
            int64_t ym = ay + (by - ay) * (0 - ax) / (bx - ax);
            if (ax < 0) {
                c += store_short(edges + c, 0, ay, 0, ym, w, h);
                ax = 0;
                ay = ym;
            } else {
                c += store_short(edges + c, 0, ym, 0, by, w, h);
                bx = 0;
                by = ym;
            }
        }
        c += store_short(edges + c, ax, ay, bx, by, w, h);
    }
    *count = (int32_t)c;
    return n;
}
