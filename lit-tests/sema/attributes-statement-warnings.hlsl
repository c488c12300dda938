// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// Statement attributes in the wrong place are warnings and ignored (DXC's
// texts); unknown attributes are `unknown attribute 'X' ignored`; an
// `[unroll]` count must be an unsigned integer literal.

RWStructuredBuffer<int> Out : register(u0);

int misplaced(int a) {
  [loop] // expected-warning {{attribute 'loop' can only be applied to 'for', 'while' and 'do' loop statements}}
  if (a > 0) a = -a;
  [unroll] // expected-warning {{attribute 'unroll' can only be applied to 'for', 'while' and 'do' loop statements}}
  switch (a) { default: break; }
  [fastopt] // expected-warning {{attribute 'fastopt' can only be applied to 'for', 'while' and 'do' loop statements}}
  a += 1;
  [allow_uav_condition] // expected-warning {{attribute 'allow_uav_condition' can only be applied to 'for', 'while' and 'do' loop statements}}
  a += 1;
  [branch] // expected-warning {{attribute 'branch' can only be applied to 'if' and 'switch' statements}}
  for (int i = 0; i < 3; i++) a++;
  [flatten] // expected-warning {{attribute 'flatten' can only be applied to 'if' and 'switch' statements}}
  while (a > 10) a--;
  [forcecase] // expected-warning {{attribute 'forcecase' can only be applied to 'switch' statements}}
  if (a == 2) a = 3;
  [call] // expected-warning {{attribute 'call' can only be applied to 'switch' statements}}
  do { a--; } while (a > 5);
  return a;
}

int unknown(int a) {
  [likely] // expected-warning {{unknown attribute 'likely' ignored}}
  if (a > 0) a = 0;
  [unroll(-1)] // expected-warning {{attribute 'unroll' must have a uint literal argument}}
  for (int i = 0; i < 4; i++) a++;
  [unroll(1.5)] // expected-warning {{attribute 'unroll' must have a uint literal argument}}
  for (int j = 0; j < 4; j++) a++;
  [unroll("2")] // expected-error {{'unroll' attribute requires an integer constant}}
  for (int k = 0; k < 4; k++) a++;
  [forcecase] [call] [branch]
  switch (a) { case 0: a = 1; break; default: break; }
  [allow_uav_condition] [fastopt] [loop]
  for (int m = 0; m < a; m++) a--;
  return a;
}

[numthreads(1, 1, 1)]
[noinline_please] // expected-warning {{unknown attribute 'noinline_please' ignored}}
void main() {
  Out[0] = misplaced(Out[1]) + unknown(Out[2]);
}
