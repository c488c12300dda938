// Included by preprocessor.hlsl through -I %S/Inputs (twice: #pragma once).
#pragma once
#define SCALE 3
#define MAD(a, b, c) ((a) * (b) + (c))
static const uint kGroup = 16;
