// The portable path: the kernels compiled for the target's default instruction set.
#include "CPixelKernels.h"
#include "KernelDeclarations.h"

#define PK_NAME(name) pk_baseline_##name
#include "KernelBodies.h"
