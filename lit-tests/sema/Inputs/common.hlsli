// Included by preprocessor-errors.hlsl: found relative to the including file.
#define SCALE 2.0
