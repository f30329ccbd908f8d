// The rasterizer's steep edges, edge walk and edge storage (pk_steep_edge, pk_walk_band, pk_add_polygon), part
// of KernelBodies.h (included by it, once per path).

// ---- The rasterizer's steep edges (pk_steep_edge, and inside pk_walk_band) ----

/// Lane-wise minimum and maximum (one instruction with AVX2 or SSE4.1; the baseline's SSE2 compares and selects).
static inline pk_i32x8 vmin8(pk_i32x8 a, pk_i32x8 b) { return __builtin_elementwise_min(a, b); }
static inline pk_i32x8 vmax8(pk_i32x8 a, pk_i32x8 b) { return __builtin_elementwise_max(a, b); }
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
/// Only the first and last cells are partial; each one between spans a whole pixel (its area share is 256 and its
/// crossing height steps by 256 k), so the loop over them is a few adds.
static void walk_shallow_piece(int32_t *row, uint64_t *bit_row, int64_t xa, int64_t xb, int64_t dy, int64_t k) {
    int64_t xl = min64(xa, xb), xr = max64(xa, xb);
    int64_t c = xl >> 8, c_end = (xr - 1) >> 8;
    int64_t h = dy < 0 ? -dy : dy, s = dy < 0 ? -1 : 1;
    int64_t fa = xl - (c << 8), carry;
    if (c == c_end) {
        int64_t fb = xr - (c << 8);
        add_cell(row + c, dy * (512 - fa - fb));
        carry = dy * (fa + fb);
    } else {
        // The first cell, from xl to its right boundary.
        int64_t t = (((c + 1) << 8) - xl) * k, step = k << 8;
        int64_t used = min64(h, t >> 16), part = s * used;
        add_cell(row + c, part * (256 - fa));
        carry = part * (fa + 256);
        for (int64_t cc = c + 1; cc < c_end; cc++) {
            t += step;
            int64_t hn = min64(h, t >> 16);
            part = s * (hn - used);
            add_cell(row + cc, part * 256 + carry);
            carry = part * 256;
            used = hn;
        }
        // The last cell, from its left boundary to xr, takes the rest of the height.
        int64_t fb = xr - (c_end << 8);
        part = s * (h - used);
        add_cell(row + c_end, part * (512 - fb) + carry);
        carry = part * fb;
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

typedef double pk_f64x4 __attribute__((vector_size(32)));
typedef int64_t pk_i64x4 __attribute__((vector_size(32)));
typedef int32_t pk_i32x4 __attribute__((vector_size(16)));

/// fix_coord on four coordinates at once (`v - origin` lane by lane): the same clamps and rounding, the
/// truncation in 32 bits (the clamped values are within +-1e9).
static inline pk_i32x4 fix_coord4(pk_f64x4 v, pk_f64x4 origin) {
    const pk_f64x4 hi = (pk_f64x4){0} + 1e9, lo = (pk_f64x4){0} - 1e9;
    pk_f64x4 f = (v - origin) * 256;
    pk_i64x4 nan = (pk_i64x4)(f != f), above = (pk_i64x4)(hi < f);
    pk_f64x4 m = (pk_f64x4)(((pk_i64x4)f & ~above) | ((pk_i64x4)hi & above));
    pk_i64x4 inside = (pk_i64x4)(m >= lo);
    m = (pk_f64x4)(((pk_i64x4)m & inside) | ((pk_i64x4)lo & ~inside));
    pk_i32x4 t = __builtin_convertvector(m, pk_i32x4);
    pk_f64x4 frac = m - __builtin_convertvector(t, pk_f64x4);
    pk_i32x4 up = __builtin_convertvector((pk_i64x4)(frac >= 0.5), pk_i32x4);
    pk_i32x4 down = __builtin_convertvector((pk_i64x4)(frac <= -0.5), pk_i32x4);
    return (t - up + down) & ~__builtin_convertvector(nan, pk_i32x4);
}

/// Points per chunk whose coordinates `add_polygon` maps to 24.8 ahead of its edge loop.
#define PK_FIX_CHUNK 64

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
    // The points' 24.8 coordinates a chunk at a time, two points per vector step.
    const pk_f64x4 origin = {origin_x, origin_y, origin_x, origin_y};
    int32_t fixed[2 * PK_FIX_CHUNK];
    for (int32_t i0 = first; i0 < n; i0 += PK_FIX_CHUNK) {
        int32_t m = n - i0 < PK_FIX_CHUNK ? n - i0 : PK_FIX_CHUNK, j = 0;
        for (; j + 2 <= m; j += 2) {
            pk_f64x4 v;
            memcpy(&v, pts + 2 * (i0 + j), sizeof v);
            pk_i32x4 r = fix_coord4(v, origin);
            memcpy(fixed + 2 * j, &r, sizeof r);
        }
        if (j < m) {
            fixed[2 * j] = (int32_t)fix_coord(pts[2 * (i0 + j)], origin_x);
            fixed[2 * j + 1] = (int32_t)fix_coord(pts[2 * (i0 + j) + 1], origin_y);
        }
        for (int32_t jj = 0; jj < m; jj++) {
            int32_t i = i0 + jj;
            int64_t x = fixed[2 * jj], y = fixed[2 * jj + 1];
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
    }
    *count = (int32_t)c;
    return n;
}
