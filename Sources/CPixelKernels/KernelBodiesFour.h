// Four-pixel forms of the sampling helpers, part of KernelBodies.h (included by it, once per path). The
// baseline path's vectors are 128 bits (SSE2, NEON): an eight-pixel value takes two registers there, and the
// bilinear pixel loops, with their gathered pairs, weights and factors live at once, need more than the 16
// registers SSE2 has and spill to the stack on every group. KernelsBaseline.c defines PK_PIXELS4, and the
// eight-pixel functions (pair_pixels8, scaled_pixels8) then run as two groups of four, each of which fits,
// and the pair kernel's pass 1 runs four lanes a step.
// The arithmetic is the eight-pixel helpers' lane for lane, so the pixels are the same on both paths.

typedef uint32_t pk_u32x4 __attribute__((vector_size(16)));
typedef uint16_t pk_u16x8 __attribute__((vector_size(16)));
typedef uint8_t pk_u8x4 __attribute__((vector_size(4)));
typedef uint64_t pk_u64x4 __attribute__((vector_size(32)));

static inline pk_u32x4 ld4(const uint32_t *p) { pk_u32x4 v; memcpy(&v, p, sizeof v); return v; }
static inline pk_u32x4 ldcover4(const uint8_t *p) {
    pk_u8x4 c; memcpy(&c, p, sizeof c);
    return __builtin_convertvector(c, pk_u32x4);
}
static inline pk_u16x8 h16(pk_u32x4 v) { return (pk_u16x8)v; }
static inline pk_u32x4 h32(pk_u16x8 v) { return (pk_u32x4)v; }
static inline pk_u16x8 both4(pk_u32x4 k) { return (pk_u16x8)(k | (k << 16)); }
/// The low and high four pixels of an eight-pixel vector, and the two joined again.
static inline pk_u32x4 lo4(pk_u32x8 v) { return __builtin_shufflevector(v, v, 0, 1, 2, 3); }
static inline pk_u32x4 hi4(pk_u32x8 v) { return __builtin_shufflevector(v, v, 4, 5, 6, 7); }
static inline pk_u32x8 join4(pk_u32x4 a, pk_u32x4 b) { return __builtin_shufflevector(a, b, 0, 1, 2, 3, 4, 5, 6, 7); }

/// mulhi16 on eight 16-bit lanes.
static inline pk_u16x8 mulhi16x4(pk_u16x8 a, pk_u16x8 b) {
    return __builtin_convertvector((__builtin_convertvector(a, pk_u32x8) * __builtin_convertvector(b, pk_u32x8)) >> 16,
                                   pk_u16x8);
}

/// mul8, over8 and scale8 on four pixels.
static inline pk_u32x4 mul4(pk_u32x4 p, pk_u16x8 a) {
    pk_u16x8 v = h16(p);
    const pk_u16x8 k257 = (pk_u16x8){0} + 257;
    pk_u16x8 rb = mulhi16x4((v & 0x00FF) * a + 0x80, k257);
    pk_u16x8 ag = mulhi16x4((v >> 8) * a + 0x80, k257) << 8;
    return h32(rb | ag);
}
static inline pk_u32x4 over4(pk_u32x4 s, pk_u32x4 d) { return s + mul4(d, both4(255u - (s >> 24))); }
static inline pk_u32x4 scale4(pk_u32x4 p, pk_u16x8 k) {
    pk_u16x8 v = h16(p);
    return h32((((v & 0x00FF) * k) >> 8) | (((v >> 8) * k) & 0xFF00));
}

/// bilinear8 on four pixels: t and b hold each pixel's pair (p00, p01) and (p10, p11).
static inline pk_u32x4 bilinear4(pk_u32x8 t, pk_u32x8 b, pk_u32x4 f) {
    pk_u16x8 FX = h16((f << 16) | (f & 0xFFFF)), FY = h16((f >> 16) | (f & 0xFFFF0000u));
    pk_u16x8 W11 = mulhi16x4(FX << 1, FY << 7), W01 = FX - W11, W10 = FY - W11, W00 = 256 - FX - W10;
    pk_u16x8 A = h16(__builtin_shufflevector(t, t, 0, 2, 4, 6));
    pk_u16x8 B = h16(__builtin_shufflevector(t, t, 1, 3, 5, 7));
    pk_u16x8 C = h16(__builtin_shufflevector(b, b, 0, 2, 4, 6));
    pk_u16x8 D = h16(__builtin_shufflevector(b, b, 1, 3, 5, 7));
    pk_u16x8 rb = ((A & 0xFF) * W00 + (B & 0xFF) * W01 + (C & 0xFF) * W10 + (D & 0xFF) * W11) >> 8;
    pk_u16x8 ag = ((A >> 8) * W00 + (B >> 8) * W01 + (C >> 8) * W10 + (D >> 8) * W11) & 0xFF00;
    return h32(rb | ag);
}

/// gather8 for four pixels: the pair at src + offs[k] and the pair below it.
static inline void gather4(const uint32_t *src, ptrdiff_t stride, const int32_t *offs, pk_u32x8 *t, pk_u32x8 *b) {
    const uint32_t *p0 = src + offs[0], *p1 = src + offs[1], *p2 = src + offs[2], *p3 = src + offs[3];
    pk_u64x4 T = {ld64(p0), ld64(p1), ld64(p2), ld64(p3)};
    pk_u64x4 B = {ld64(p0 + stride), ld64(p1 + stride), ld64(p2 + stride), ld64(p3 + stride)};
    *t = (pk_u32x8)T;
    *b = (pk_u32x8)B;
}

/// pk_steps and divide8 in four lanes, for the baseline's pass 1 (eight step vectors of 128 bits stay in
/// registers where sixteen spill): the same operations lane for lane.
typedef float pk_f32x4 __attribute__((vector_size(16)));
typedef int32_t pk_i32x4 __attribute__((vector_size(16)));
typedef struct {
    pk_f32x4 u0, v0, q0, du, dv, dq, maxU, maxV;
} pk_steps4;

static inline pk_f32x4 lof(pk_f32x8 v) { return __builtin_shufflevector(v, v, 0, 1, 2, 3); }
static inline pk_steps4 steps4(const pk_steps *s) {
    pk_steps4 r = {lof(s->u0), lof(s->v0), lof(s->q0), lof(s->du), lof(s->dv), lof(s->dq), lof(s->maxU), lof(s->maxV)};
    return r;
}
static inline pk_f32x4 fmax4(pk_f32x4 a, pk_f32x4 b) {
    pk_i32x4 m = (pk_i32x4)(b >= a);
    return (pk_f32x4)(((pk_i32x4)b & m) | ((pk_i32x4)a & ~m));
}
static inline pk_f32x4 fmin4(pk_f32x4 a, pk_f32x4 b) {
    pk_i32x4 m = (pk_i32x4)(b < a);
    return (pk_f32x4)(((pk_i32x4)b & m) | ((pk_i32x4)a & ~m));
}
static inline void divide4(const pk_steps4 *s, int32_t i0, pk_i32x4 *u, pk_i32x4 *v) {
    const pk_i32x4 lane = {0, 1, 2, 3};
    pk_f32x4 fi = __builtin_convertvector(lane + i0, pk_f32x4);
    pk_f32x4 q = fmax4(s->q0 + fi * s->dq, (pk_f32x4){0} + 1e-9f);
    pk_f32x4 r = 256.0f / q;
    pk_f32x4 zero = {0};
    *u = __builtin_convertvector(fmin4(fmax4((s->u0 + fi * s->du) * r - 128.0f, zero), s->maxU), pk_i32x4);
    *v = __builtin_convertvector(fmin4(fmax4((s->v0 + fi * s->dv) * r - 128.0f, zero), s->maxV), pk_i32x4);
}
