// The rasterizer's solid sweep (pk_sweep_solid), part of KernelBodies.h (included by it, once per path).

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
    pk_i32x8 v = (s ^ m) - m;
    if (even_odd) {
        v &= 0x3FFFF;
        pk_i32x8 d = 0x40000 - v - v;
        return v + (d & (d >> 31));
    }
    // |s| read as unsigned, so |INT32_MIN| = 2^31 is capped as well (one instruction with AVX2).
    return (pk_i32x8)__builtin_elementwise_min((pk_u32x8)v, (pk_u32x8){0} + 0x20000u);
}

static inline int32_t coverage1(int32_t s, int even_odd) { return (folded1(s, even_odd) * 255 + 0x10000) >> 17; }

/// The 8 cell deltas at p as running sums from `sum` (every lane the sum so far), the cells cleared.
static inline pk_i32x8 group_sums(int32_t *p, pk_i32x8 sum) {
    pk_i32x8 v = ldi8(p), z = {0};
    memcpy(p, &z, sizeof z);
    // Prefix sums within each half (byte shifts inside the 128-bit lanes), then the low half's total added to
    // the high half: two cheap shifts and one lane-crossing shuffle, where shifting across the whole vector
    // takes a lane-crossing shuffle and a blend for each of three steps.
    pk_i32x8 s = v + __builtin_shufflevector(z, v, 0, 8, 9, 10, 0, 12, 13, 14);
    s += __builtin_shufflevector(z, s, 0, 1, 8, 9, 0, 1, 12, 13);
    return s + __builtin_shufflevector(s, z, 8, 8, 8, 8, 3, 3, 3, 3) + sum;
}

/// Prefetches, for writing, the byte `ahead_bytes` past p (only an address: it may lie past the buffer).
static inline void prefetch_ahead(const void *p, ptrdiff_t ahead_bytes) {
    __builtin_prefetch((const void *)((uintptr_t)p + (uintptr_t)ahead_bytes), 1, 3);
}

/// The last lane of s in every lane.
static inline pk_i32x8 last_lane(pk_i32x8 s) { return __builtin_shufflevector(s, s, 7, 7, 7, 7, 7, 7, 7, 7); }

/// A run of n pixels at constant coverage a (0...255).
static inline void run1(uint32_t *dst, ptrdiff_t n, int32_t a, uint32_t color, int opaque) {
    if (a <= 0) return;
    if (a >= 255 && opaque) {
        PK_NAME(fill)(dst, n, color);
    } else {
        PK_NAME(solid)(dst, n, a >= 255 ? color : mul1(color, (uint32_t)a));
    }
}

/// Eight pixels d blended towards `color` by the running sums s.
static inline pk_u32x8 blend_group(pk_u32x8 d, pk_i32x8 s, uint32_t color, int opaque, int even_odd) {
    if (opaque) {
        // Rounded interpolation towards the colour: per lane at most 255 * 256 + 0x80.
        // x (256 - t) + c t = 256 x + (c - x) t: the true value is under 2^16, so 16-bit lanes that wrap
        // give it exactly, with one multiply per channel pair instead of two.
        pk_u32x8 t = (pk_u32x8)((folded8(s, even_odd) + 0x100) >> 9);
        pk_u16x16 T = both(t);
        pk_u16x16 v = u16(d), c = u16((pk_u32x8){0} + color);
        pk_u16x16 lo = v & 0xFF, hi = v >> 8;
        pk_u16x16 rb = ((lo << 8) + ((c & 0xFF) - lo) * T + 0x80) >> 8;
        pk_u16x16 ag = ((v & 0xFF00) + ((c >> 8) - hi) * T + 0x80) & 0xFF00;
        return u32(rb | ag);
    }
    // Coverage 0 leaves a pixel as it was (d + d * 255 / 255 = d), as the scalar skip does.
    pk_u32x8 a = (pk_u32x8)((folded8(s, even_odd) * 255 + 0x10000) >> 17);
    return over8(mul8((pk_u32x8){0} + color, both(a)), d);
}

/// One group of 8 cells at gx: summed from `sum` and blended into dst[gx ...]; returns the last sum in every
/// lane (carried from group to group in a vector: a lane moved to a scalar and back would put a lane
/// extract and a broadcast, some ten cycles, on the chain from each group to the next).
static inline pk_i32x8 sweep_group(uint32_t *dst, int32_t *cells, ptrdiff_t gx, int32_t width, pk_i32x8 sum,
                                   uint32_t color, int opaque, int even_odd) {
    pk_i32x8 s = group_sums(cells + gx, sum);
    if (gx + 8 <= width) {
        st8(dst + gx, blend_group(ld8(dst + gx), s, color, opaque, even_odd));
    } else if (gx < width) {
        // The region's last, partial group: its pixels through a buffer, the same arithmetic lane for lane.
        uint32_t part[8] = {0};
        ptrdiff_t n = width - gx;
        for (ptrdiff_t i = 0; i < n; i++) part[i] = dst[gx + i];
        st8(part, blend_group(ld8(part), s, color, opaque, even_odd));
        for (ptrdiff_t i = 0; i < n; i++) dst[gx + i] = part[i];
    }
    return last_lane(s);
}

// Always inlined, so each of sweep_solid's eight calls gets a copy with its colour kind, fill rule and row size fixed.
static inline __attribute__((always_inline)) void sweep_rows(int32_t rows, uint32_t color, uint32_t *dst0,
                                                             ptrdiff_t dst_stride, int32_t *cells0,
                                                             ptrdiff_t cell_stride, uint64_t *bits0, ptrdiff_t words,
                                                             int32_t width, int even_odd, int opaque, int small) {
    for (int32_t r = 0; r < rows; r++) {
        int32_t *cells = cells0 + r * cell_stride;
        uint64_t *bits = bits0 + r * words;
        uint32_t *dst = dst0 + r * dst_stride;
        pk_i32x8 sum = {0};
        ptrdiff_t x = 0;
        // Which words are nonzero, gathered without a branch per word (rows of up to 64 words).
        uint64_t nonzero = 0;
        ptrdiff_t wi = 0;
        if (small) {
            for (ptrdiff_t k = 0; k < words; k++) nonzero |= (uint64_t)(bits[k] != 0) << k;
        }
        for (;;) {
            if (small) {
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
                // The next row's pixels at this group, fetched while this row is swept: an edge moves little from
                // row to row, so that is most often where the next row's groups are (its cells were just written
                // by the walk, so they are in cache already).
                prefetch_ahead(dst + gx, dst_stride * 4);
                ptrdiff_t runEnd = gx < width ? gx : width;
                // Between groups the sum is 0 outside the shape (nothing to do) or constant inside it.
                if (runEnd > x && sum[0] != 0) run1(dst + x, runEnd - x, coverage1(sum[0], even_odd), color, opaque);
                sum = sweep_group(dst, cells, gx, width, sum, color, opaque, even_odd);
                x = gx + 8;
            }
            if (!small) wi++;
        }
        if (x < width && sum[0] != 0) run1(dst + x, width - x, coverage1(sum[0], even_odd), color, opaque);
    }
}

void PK_NAME(sweep_solid)(int32_t rows, uint32_t color, uint32_t *dst, ptrdiff_t dst_stride, int32_t *cells,
                          ptrdiff_t cell_stride, uint64_t *bits, ptrdiff_t bit_stride, int32_t width, int even_odd) {
    // One copy of the loop per colour kind, fill rule and row size (up to 64 bitset words, 32,768 pixels, or
    // more), so none of them is tested per group or per row.
#define PK_SWEEP(even_odd_, opaque_)                                                                              \
    (bit_stride <= 64 ? sweep_rows(rows, color, dst, dst_stride, cells, cell_stride, bits, bit_stride, width,      \
                                   even_odd_, opaque_, 1)                                                          \
                      : sweep_rows(rows, color, dst, dst_stride, cells, cell_stride, bits, bit_stride, width,      \
                                   even_odd_, opaque_, 0))
    int opaque = (color >> 24) == 255;
    if (opaque && !even_odd) {
        PK_SWEEP(0, 1);
    } else if (opaque) {
        PK_SWEEP(1, 1);
    } else if (!even_odd) {
        PK_SWEEP(0, 0);
    } else {
        PK_SWEEP(1, 0);
    }
#undef PK_SWEEP
}

