// The AVX2 path (x86-64 only): the same kernel bodies with every function compiled for AVX2.
// Only called after Dispatch.c has checked that the CPU runs AVX2.
#include "CPixelKernels.h"
#include "KernelDeclarations.h"

#if defined(__x86_64__)
#pragma clang attribute push(__attribute__((target("avx2"))), apply_to = function)
#define PK_NAME(name) pk_avx2_##name
#include "KernelBodies.h"
#pragma clang attribute pop
#endif
