// The portable path: the kernels compiled for the target's default instruction set.
#include "CPixelKernels.h"
#include "KernelDeclarations.h"

#define PK_NAME(name) pk_baseline_##name
// 128-bit vectors here (SSE2, NEON): the bilinear loops run four pixels a group (KernelBodiesFour.h).
#define PK_PIXELS4 1
#include "KernelBodies.h"
