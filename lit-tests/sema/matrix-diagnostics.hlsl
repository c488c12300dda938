// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// Matrix diagnostics: element names (clang's texts for `_mRC` / `_RC`),
// row subscripts, duplicate elements on assignment, operand shapes, mul's
// dimensions, determinant's float square operand, constructor counts, an
// orientation inside template arguments (one error, the type still read),
// implicit truncation (warning), and a bad #pragma pack_matrix (warning).

#pragma pack_matrix(diagonal) // expected-warning {{expected '(row_major)' or '(column_major)' after '#pragma pack_matrix' - ignoring}}

RWBuffer<float> Out : register(u0);
StructuredBuffer<row_major float4x4> Rows : register(t1); // expected-error {{'row_major' is not supported in a template argument; use '#pragma pack_matrix(row_major)' before the declaration}}

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float3x3 A = 1;
  float2x3 B = 2;
  float a = A._m33; // expected-error {{row subscripted is out of bounds}} expected-error {{column subscripted is out of bounds}}
  float b = A._m44; // expected-error {{row subscript is out of bounds of zero based indexing}} expected-error {{column subscript is out of bounds of zero based indexing}}
  float c = A._mA2; // expected-error {{matrix subscript is not an integer}}
  float d = A._00; // expected-error {{row subscript is out of bounds of one based indexing}} expected-error {{column subscript is out of bounds of one based indexing}}
  float e = B._31; // expected-error {{row subscripted is out of bounds}}
  float2 f = A._m00_11; // expected-error {{invalid matrix swizzle '_m00_11'}}
  float g = A.x; // expected-error {{invalid matrix swizzle 'x'}}
  float3 h = A[3]; // expected-error {{matrix row index 3 is out of bounds for 'float3x3'}}
  A._m00_m00 = float2(1, 2); // expected-error {{matrix is not assignable (contains duplicate components)}}
  // Operands of different shapes are truncated to the common one (as vectors).
  float2x3 i = A + B; // expected-warning {{implicit conversion truncates matrix: 'float3x3' to 'float2x3'}}
  float3x3 i2 = B; // expected-error {{cannot initialize a variable of type 'float3x3' with an lvalue of type 'float2x3'}}
  float4 i3 = A + float4(1, 2, 3, 4); // expected-error {{invalid operands to binary expression ('float3x3' and 'float4')}}
  float3 j = mul(A, float2(1, 2)); // expected-error {{no matching function for call to 'mul'}}
  // expected-note@-1 {{candidate function not viable: no known conversion from 'float2' to 'float3' for 2nd argument}}
  float2x2 k = mul(B, A); // float2x3 · float3x3 is float2x3
  // expected-warning@-1 {{implicit conversion truncates matrix: 'float2x3' to 'float2x2'}}
  float l = determinant(B); // expected-error {{no matching function for call to 'determinant'}}
  // expected-note@-1 {{candidate function not viable: no known conversion from 'float2x3' to 'float4x4' for 1st argument}}
  int2x2 n = 3;
  float o = determinant(n); // expected-error {{no matching function for call to 'determinant'}}
  // expected-note@-1 {{candidate function not viable: no known conversion from 'int2x2' to 'float2x2' for 1st argument}}
  float2x2 p = float2x2(1, 2, 3); // expected-error {{too few elements in vector initialization (expected 4 elements, have 3)}}
  float2x2 q = A; // expected-warning {{implicit conversion truncates matrix: 'float3x3' to 'float2x2'}}
  float r = A; // expected-warning {{implicit conversion truncates matrix: 'float3x3' to 'float'}}
  Out[0] = a + b + c + d + e + f.x + g + h.x + i._11 + i2._11 + i3.x + j.x + k._11 + l + o + p._11 + q._11 + r + Rows[0]._11;
}
