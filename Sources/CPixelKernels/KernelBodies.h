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
#include <wchar.h>

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

#ifndef PK_FILL_LIBRARY
/// Runs at least this long are filled by the C library's wmemset (where wchar_t is 32 bits).
#define PK_FILL_LIBRARY 1024
#endif

void PK_NAME(fill)(uint32_t *dst, ptrdiff_t n, uint32_t c) {
#if __SIZEOF_WCHAR_T__ == 4
    // glibc picks its own fastest store for the CPU (on x86-64 `rep stos` past a few kilobytes, which
    // writes whole cache lines without reading them first): 1.3-1.5x our AVX2 loop from 1280 pixels
    // up (a window row), faster than the SSE2 loop at every length from 8 (thread CPU, one core).
    if (n >= PK_FILL_LIBRARY) {
        wmemset((wchar_t *)dst, (wchar_t)c, (size_t)n);
        return;
    }
#endif
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

// ---- The kernel families, one file each ----

#include "KernelBodiesProjective.h"
#include "KernelBodiesSweep.h"
#include "KernelBodiesEdges.h"
