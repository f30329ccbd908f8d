import CPixelKernels

/// Which copy of the pixel kernels runs: the portable baseline (the target's default instructions:
/// SSE2 on x86-64, NEON on aarch64) or AVX2, chosen at run time on x86-64 CPUs that have it.
/// Both give identical pixels; `PIXELENGINE_PATH=baseline|avx2|auto` in the environment forces one.
public enum KernelPath: String, CaseIterable, Sendable {
    /// The portable path every CPU of the target runs.
    case baseline
    /// 256-bit vector code for x86-64 CPUs with AVX2.
    case avx2

    /// The path the kernels run now.
    public static var current: KernelPath { pk_path() == Int32(PK_PATH_AVX2) ? .avx2 : .baseline }

    /// Whether this CPU can run the path.
    public var isSupported: Bool { self == .baseline || pk_cpu_supports_avx2() != 0 }

    /// Makes the kernels run `path` from now on (benchmarks and tests compare the two); returns false
    /// and changes nothing when this CPU cannot run it.
    @discardableResult public static func force(_ path: KernelPath) -> Bool {
        pk_set_path(path == .avx2 ? Int32(PK_PATH_AVX2) : Int32(PK_PATH_BASELINE)) != 0
    }
}
