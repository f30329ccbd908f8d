// The projective kernels' bodies (pk_projective_pairs, pk_projective_shadow) and the scaled row kernel, part of
// KernelBodies.h (included by it, once per path).

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

#ifdef PK_PIXELS4
#include "KernelBodiesFour.h"
#endif

enum { PK_FULL = 0, PK_ALPHA = 1, PK_COVER = 2, PK_COVER_OPACITY = 3 };

#ifndef PK_PREFETCH
/// The pair kernel's pass 2 asks for the source lines of the pixel this far ahead (both rows of its pair):
/// a source streamed from L3 (scene b's five planes together are past L2) then costs 10-15% less.
#define PK_PREFETCH 32
#endif

#ifndef PK_SHORT_SPAN
/// Spans shorter than this take the pair kernel's one-pixel-at-a-time path.
#define PK_SHORT_SPAN 4
#endif

#ifdef PK_PIXELS4
/// Four pixels of the pair kernel (pair_pixels8's arithmetic; a is the alpha mode's factor).
__attribute__((always_inline)) static inline pk_u32x4 pair_pixels4(const uint32_t *src, ptrdiff_t stride,
                                                                   const int32_t *offs, const uint32_t *frac,
                                                                   pk_u32x4 d, int mode, uint16_t a,
                                                                   const uint8_t *cover, uint32_t opa) {
    pk_u32x8 t, b;
    gather4(src, stride, offs, &t, &b);
    pk_u32x4 px = bilinear4(t, b, ld4(frac));
    if (mode == PK_ALPHA) {
        px = scale4(px, (pk_u16x8){0} + a);
    } else if (mode == PK_COVER || mode == PK_COVER_OPACITY) {
        pk_u32x4 c = ldcover4(cover);
        pk_u16x8 K = both4(c + (c >> 7));
        if (mode == PK_COVER_OPACITY) K = (K * (uint16_t)opa) >> 8;
        px = scale4(px, K);
    }
    return over4(px, d);
}
#endif

/// Eight pixels of the pair kernel: sample, scale by the mode's factor, source-over d.
__attribute__((always_inline)) static inline pk_u32x8 pair_pixels8(const uint32_t *src, ptrdiff_t stride, const int32_t *offs, const uint32_t *frac,
                                    pk_u32x8 d, int mode, pk_u16x16 k, const uint8_t *cover, uint32_t opa) {
#ifdef PK_PIXELS4
    return join4(pair_pixels4(src, stride, offs, frac, lo4(d), mode, k[0], cover, opa),
                 pair_pixels4(src, stride, offs + 4, frac + 4, hi4(d), mode, k[0], mode >= PK_COVER ? cover + 4 : cover, opa));
#else
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
#endif
}

/// Pass 2 of the pair kernel for m pixels of a chunk whose pass 1 filled offs and frac for whole
/// groups of eight (so the lanes past m hold positions inside the source too): eight pixels a
/// step, the last group through 8-pixel copies of dst and cover.
__attribute__((always_inline)) static inline void pair_pass(uint32_t *d, ptrdiff_t m, const uint32_t *src,
                                                            ptrdiff_t stride, const int32_t *offs, const uint32_t *frac,
                                                            int mode, pk_u16x16 k, const uint8_t *cover, uint32_t opa) {
    ptrdiff_t i = 0;
    for (; i + 8 <= m; i += 8) {
        if (i + PK_PREFETCH < m) {
            const uint32_t *p = src + offs[i + PK_PREFETCH];
            __builtin_prefetch(p);
            __builtin_prefetch(p + stride);
        }
        st8(d + i, pair_pixels8(src, stride, offs + i, frac + i, ld8(d + i), mode, k, mode >= PK_COVER ? cover + i : cover,
                                opa));
    }
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
#ifdef PK_PIXELS4
    const pk_steps4 s4 = steps4(sv);
    const pk_i32x4 lastX = (pk_i32x4){0} + (width - 1), lastY = (pk_i32x4){0} + (height - 1);
    const pk_i32x4 vs = (pk_i32x4){0} + (narrow ? (stride & 0x7FFF) : stride);
    // Whole groups of eight still (pass 2 reads its last group's lanes past m).
    for (ptrdiff_t i = 0; i < ((m + 7) & ~(ptrdiff_t)7); i += 4) {
        pk_i32x4 u, v;
        divide4(&s4, (int32_t)(c0 + i), &u, &v);
#else
    const pk_i32x8 lastX = (pk_i32x8){0} + (width - 1), lastY = (pk_i32x8){0} + (height - 1);
    const pk_i32x8 vs = (pk_i32x8){0} + (narrow ? (stride & 0x7FFF) : stride);
    for (ptrdiff_t i = 0; i < m; i += 8) {
        pk_i32x8 u, v;
        divide8(sv, (int32_t)(c0 + i), &u, &v);
#endif
        __typeof__(u) xu = u >> 8, yv = v >> 8;
        __typeof__(u) x0 = xu + (xu == lastX), y0 = yv + (yv == lastY);
        __typeof__(u) f = (u - (x0 << 8)) | ((v - (y0 << 8)) << 16);
        __typeof__(u) o = (narrow ? (y0 & 0x7FFF) : y0) * vs + x0;
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


// ---- The scaled row kernel (Composite+Scaled.swift) ----

/// Eight pixels of a scaled row: the pairs at row + xoff[i] and below, bilinear with the packed
/// fractions f, times k (0...256 per pixel), source-over d.
__attribute__((always_inline)) static inline pk_u32x8 scaled_pixels8(const uint32_t *row, ptrdiff_t stride,
                                                                     const int32_t *xoff, pk_u32x8 f, pk_u32x8 k,
                                                                     pk_u32x8 d) {
#ifdef PK_PIXELS4
    pk_u32x8 t0, b0, t1, b1;
    gather4(row, stride, xoff, &t0, &b0);
    pk_u32x4 lo = over4(scale4(bilinear4(t0, b0, lo4(f)), both4(lo4(k))), lo4(d));
    gather4(row, stride, xoff + 4, &t1, &b1);
    pk_u32x4 hi = over4(scale4(bilinear4(t1, b1, hi4(f)), both4(hi4(k))), hi4(d));
    return join4(lo, hi);
#else
    pk_u32x16 t, b;
    gather8(row, stride, xoff, &t, &b);
    return over8(scale8(bilinear8(t, b, f), both(k)), d);
#endif
}

void PK_NAME(scaled_row)(uint32_t *dst, ptrdiff_t n, const uint32_t *row, ptrdiff_t stride, const int32_t *xoff,
                         const uint32_t *fx, uint32_t fy, const uint32_t *k) {
    const pk_u32x8 FY = (pk_u32x8){0} + (fy << 16);
    ptrdiff_t i = 0;
    for (; i + 8 <= n; i += 8)
        st8(dst + i, scaled_pixels8(row, stride, xoff + i, ld8(fx + i) | FY, ld8(k + i), ld8(dst + i)));
    if (i < n) {
        // The last group through copies: lanes past n read the pairs at column 0 with factor 0.
        size_t r = (size_t)(n - i);
        uint32_t dt[8] = {0}, ft[8] = {0}, kt[8] = {0};
        int32_t ot[8] = {0};
        memcpy(dt, dst + i, r * 4);
        memcpy(ft, fx + i, r * 4);
        memcpy(kt, k + i, r * 4);
        memcpy(ot, xoff + i, r * 4);
        pk_u32x8 out = scaled_pixels8(row, stride, ot, ld8(ft) | FY, ld8(kt), ld8(dt));
        memcpy(dst + i, &out, r * 4);
    }
}
