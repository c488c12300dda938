// Control flow: if / else if / else, a for loop with continue and break, a
// while loop, do-while, a switch with fall-through and default, and an early
// return. The switch comes last on purpose: a multi-label case followed by
// an if / else-if chain on the switch's result gives SPIR-V that spirv-val
// rejects today ("exits the selection ... but not via a structured exit").
StructuredBuffer<int> Values : register(t0);
RWStructuredBuffer<int> Out : register(u1);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  int v = Values[id.x];
  if (v < 0)
    return;

  int acc = 0;
  for (int i = 0; i < v; ++i) {
    if ((i & 1) == 1)
      continue;
    acc += i;
    if (acc > 100)
      break;
  }

  uint n = (uint)v;
  uint steps = 0;
  while (n != 1 && steps < 64) {
    n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
    steps++;
  }

  int digits = 0;
  do {
    digits++;
    v /= 10;
  } while (v > 0);

  int result;
  if (acc > 50)
    result = acc + (int)steps;
  else if (acc == 0)
    result = digits;
  else
    result = -acc;

  switch (id.x % 4) {
  case 0:
    result += 10;
    break;
  case 1:
  case 2:
    result *= 2;
    break;
  default:
    result = -1;
  }
  Out[id.x] = result;
}
