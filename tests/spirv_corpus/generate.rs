//! The generator of random structured HLSL compute shaders.
//!
//! A program is `[numthreads(N, 1, 1)] void main(uint3 id : SV_DispatchThreadID)`
//! over a handful of buffers, with nested `if` / `else if` chains, `switch`
//! (fall-through, `default`, empty and multi-label cases), `for` / `while` /
//! `do` loops with `break`, `continue` and early `return` at any depth,
//! local arrays indexed at run time, structs, ternaries (also over buffer
//! elements), helper functions with `inout` parameters and early returns,
//! conversions, `asfloat` / `asuint` and arithmetic.
//!
//! Rules every program keeps, so that two correct compilers must produce the
//! same results (`exec`):
//! - it terminates: every loop has a bound that its body cannot change (a
//!   fresh bound variable, a counter no statement assigns, incremented before
//!   any `continue`), at most 6 iterations (12 for the loops that fill
//!   local arrays), at most three loops deep besides those;
//! - it is deterministic: every local is initialised; every buffer index is
//!   reduced modulo the buffer's size; a thread writes, and reads back, only
//!   its own region of each written buffer (`slots` elements from
//!   `t * slots`); no division by zero, no shift by 32 or more, no signed
//!   overflow (ints stay below 2^17 in variables, are multiplied by literals
//!   only), no NaN or infinity (floats stay within ±4096 in variables, are
//!   divided by literals only, converted to integers after a clamp), no
//!   float-to-integer conversion out of range;
//! - every value it writes depends on the path taken: each block starts with
//!   `h = h * 31u + <block number>u`, every stored value mixes in `h`, and
//!   the trace buffer receives `h` at the end and before each early return.
//!
//! `Mode::Exec` keeps to what glslang's HLSL front end compiles and the
//! runner can fill and read back: structured buffers and `RWBuffer`s of
//! 32-bit scalars, 2- and 4-vectors and structs of 32-bit scalars and
//! 4-vectors; no cbuffer, byte-address buffer, 16- or 64-bit type, nor
//! intrinsics whose rounding is the implementation's choice.

use std::collections::BTreeSet;

use texel_passes::test_random::Random;

use crate::program::{Program, ResKind, Resource};
use crate::types::{leaves, Base, Elem, Field, Scalar, StructDef, Vector, Word};

/// What the program is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Compile only: every construct and type the generator knows.
    Compile,
    /// Compiled by texel and by glslang and run on Vulkan (see the module doc).
    Exec,
}

/// Floats in variables and buffers stay within ±FLOAT_BOUND.
const FLOAT_BOUND: &str = "4096.0";
/// Ints in variables and buffers stay within ±INT_BOUND.
const INT_BOUND: &str = "65536";
/// Statements stop at this many lines; closing braces, the struct
/// declarations and the last statement's tail stay within 120.
const LINE_LIMIT: usize = 96;
/// Deepest nesting of control statements.
const MAX_DEPTH: usize = 4;
/// Deepest nesting of loops.
const MAX_LOOPS: usize = 3;
/// Expression depth (a binary tree of at most 2^3 leaves: bounded floats stay finite).
const EXPR_DEPTH: u32 = 3;

/// The program `index` of the run with `seed`.
pub fn generate(seed: u64, index: usize, mode: Mode) -> Program {
    let stream = match mode {
        Mode::Compile => 0x636f_6d70_696c_6500,
        Mode::Exec => 0x6578_6563_0000_0000,
    };
    let mut rng =
        Random::from_seed(seed ^ stream ^ (index as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let sixteen = mode == Mode::Compile && rng.chance(1, 8);
    let gen = Gen {
        rng,
        mode,
        sixteen,
        structs: Vec::new(),
        resources: Vec::new(),
        trace: 0,
        slots: 1,
        out: Vec::new(),
        indent: 0,
        scopes: Vec::new(),
        next_id: 1,
        loops: 0,
        breakable: Vec::new(),
        function: None,
        functions: Vec::new(),
        depth: 0,
        leaf_depth: 0,
        written: BTreeSet::new(),
        features: BTreeSet::new(),
    };
    gen.program(seed, index)
}

#[derive(Clone, Debug)]
struct Var {
    name: String,
    kind: VarKind,
    assignable: bool,
}

#[derive(Clone, Copy, Debug)]
enum VarKind {
    Value(Vector),
    Bool,
    /// Elements (a core scalar or vector) and length.
    Array(Vector, u32),
    Struct(usize),
}

/// A helper function: `R name(uint t, inout uint h, P x)`.
#[derive(Clone, Debug)]
struct Helper {
    name: String,
    ret: Base,
    param: Base,
}

/// A candidate leaf of an expression, made into text only when chosen.
enum Leaf {
    /// A variable, struct member or cbuffer member.
    Plain(String, Vector),
    /// An element of a local array.
    Array(String, Vector, u32),
    /// An element (and member path) of a buffer.
    Buffer(usize, Option<String>, Vector),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Breakable {
    Loop,
    Switch,
}

struct Gen {
    rng: Random,
    mode: Mode,
    sixteen: bool,
    structs: Vec<StructDef>,
    resources: Vec<Resource>,
    /// The resource that receives `h`.
    trace: usize,
    slots: u32,
    out: Vec<String>,
    indent: usize,
    scopes: Vec<Vec<Var>>,
    next_id: u32,
    loops: usize,
    breakable: Vec<Breakable>,
    /// Inside a helper returning this.
    function: Option<Base>,
    functions: Vec<Helper>,
    depth: usize,
    /// Written resources that have a store in the program.
    written: BTreeSet<usize>,
    /// Leaves being generated (an index inside an index …).
    leaf_depth: u32,
    features: BTreeSet<&'static str>,
}

fn float_literal(quarters: i64) -> String {
    let value = quarters as f64 / 4.0;
    let text = if quarters % 4 == 0 {
        format!("{value:.1}")
    } else {
        format!("{value}")
    };
    if quarters < 0 {
        format!("({text})")
    } else {
        text
    }
}

const SWIZZLE: [char; 4] = ['x', 'y', 'z', 'w'];

impl Gen {
    // ---- small helpers ------------------------------------------------

    fn chance(&mut self, numerator: usize, denominator: usize) -> bool {
        self.rng.chance(numerator, denominator)
    }

    fn below(&mut self, bound: usize) -> usize {
        self.rng.below(bound)
    }

    fn fresh(&mut self, prefix: &str) -> String {
        let id = self.next_id;
        self.next_id += 1;
        format!("{prefix}{id}")
    }

    fn line(&mut self, text: impl AsRef<str>) {
        let text = text.as_ref();
        self.out.push(format!("{}{text}", "  ".repeat(self.indent)));
    }

    fn declare(&mut self, name: &str, kind: VarKind, assignable: bool) {
        self.scopes.last_mut().expect("a scope").push(Var {
            name: name.to_string(),
            kind,
            assignable,
        });
    }

    fn vars(&self) -> impl Iterator<Item = &Var> {
        self.scopes.iter().flatten()
    }

    fn exec(&self) -> bool {
        self.mode == Mode::Exec
    }

    /// `h = h * 31u + N;` — the path update every block starts with.
    fn path_update(&mut self) {
        let id = self.next_id;
        self.next_id += 1;
        let text = match self.below(4) {
            0 => format!("h = (h ^ {id}u) * 16777619u;"),
            _ => format!("h = h * 31u + {id}u;"),
        };
        self.line(text);
    }

    fn random_core(&mut self, allow_vectors: bool) -> Vector {
        let base = *self.rng.pick(&[Base::Float, Base::Int, Base::Uint]);
        let width = if allow_vectors && self.chance(1, 3) {
            2 + self.below(3) as u8
        } else {
            1
        };
        Vector::core(base, width)
    }

    /// Index of the region slot `j` of the current thread: `t * K + j`.
    fn slot(&mut self, per_thread: u32, last: u32) -> String {
        if self.chance(1, 3) && last > 0 {
            let e = self.expr(Vector::core(Base::Uint, 1), 1);
            format!("t * {per_thread}u + ({e}) % {}u", last + 1)
        } else {
            let j = self.below(last as usize + 1);
            format!("t * {per_thread}u + {j}u")
        }
    }

    /// `(e) % n`, an index below `n`.
    fn index(&mut self, n: u32) -> String {
        let e = self.expr(Vector::core(Base::Uint, 1), 1);
        format!("({e}) % {n}u")
    }

    // ---- types ----------------------------------------------------------

    /// An element type for a buffer of `kind`.
    fn element_type(&mut self, kind: ResKind) -> Elem {
        let structured = matches!(
            kind,
            ResKind::StructuredBuffer | ResKind::RWStructuredBuffer
        );
        if structured && self.chance(1, 4) {
            return Elem::Struct(self.struct_type());
        }
        let base = *self.rng.pick(&[Base::Float, Base::Int, Base::Uint]);
        let width = if self.exec() {
            if kind == ResKind::RWBuffer {
                *self.rng.pick(&[1, 1, 4])
            } else {
                *self.rng.pick(&[1, 1, 2, 4])
            }
        } else if kind == ResKind::RWBuffer {
            *self.rng.pick(&[1, 1, 2, 4])
        } else {
            *self.rng.pick(&[1, 1, 2, 3, 4])
        };
        let mut scalar = Scalar::core(base);
        if !self.exec() && structured && self.chance(1, 6) {
            scalar = self.ext_scalar();
            let max_width = if matches!(scalar, Scalar::Double | Scalar::Int64 | Scalar::Uint64) {
                2
            } else {
                4
            };
            return Elem::Value(Vector::new(scalar, width.min(max_width)));
        }
        Elem::Value(Vector::new(scalar, width))
    }

    /// A scalar type that expressions do not compute with.
    fn ext_scalar(&mut self) -> Scalar {
        if self.sixteen {
            *self.rng.pick(&[
                Scalar::Double,
                Scalar::Int64,
                Scalar::Uint64,
                Scalar::Half,
                Scalar::Int16,
                Scalar::Uint16,
            ])
        } else {
            *self
                .rng
                .pick(&[Scalar::Double, Scalar::Int64, Scalar::Uint64, Scalar::Half])
        }
    }

    /// A struct type: an existing one or a new one.
    fn struct_type(&mut self) -> usize {
        if !self.structs.is_empty() && self.chance(1, 2) {
            return self.below(self.structs.len());
        }
        let name = format!("S{}", self.structs.len());
        let count = 2 + self.below(3);
        let mut fields = Vec::new();
        for i in 0..count {
            let field = if !self.exec() && !self.structs.is_empty() && self.chance(1, 6) {
                Field::Struct(self.below(self.structs.len()))
            } else {
                let base = *self.rng.pick(&[Base::Float, Base::Int, Base::Uint]);
                let width = if self.exec() {
                    *self.rng.pick(&[1, 1, 4])
                } else {
                    *self.rng.pick(&[1, 1, 2, 3, 4])
                };
                let scalar = if !self.exec() && self.chance(1, 8) {
                    self.ext_scalar()
                } else {
                    Scalar::core(base)
                };
                let width = if matches!(scalar, Scalar::Double | Scalar::Int64 | Scalar::Uint64) {
                    width.min(2)
                } else {
                    width
                };
                Field::Value(Vector::new(scalar, width))
            };
            fields.push((format!("m{i}"), field));
        }
        self.structs.push(StructDef { name, fields });
        self.structs.len() - 1
    }

    // ---- resources --------------------------------------------------------

    fn add_resource(&mut self, kind: ResKind, name: String, count: u32) -> usize {
        let elem = match kind {
            ResKind::ByteAddressBuffer | ResKind::RWByteAddressBuffer | ResKind::CBuffer => None,
            _ => Some(self.element_type(kind)),
        };
        let mut members = Vec::new();
        if kind == ResKind::CBuffer {
            for i in 0..1 + self.below(4) {
                let v = self.random_core(true);
                members.push((format!("{name}_{i}"), v));
            }
        }
        let binding = self.resources.len() as u32;
        self.resources.push(Resource {
            name,
            kind,
            elem,
            members,
            binding,
            count,
            data: Vec::new(),
        });
        self.resources.len() - 1
    }

    fn resources(&mut self, total_threads: u32) {
        // The trace buffer: one uint per thread.
        let trace_kind = if self.exec() {
            *self
                .rng
                .pick(&[ResKind::RWStructuredBuffer, ResKind::RWBuffer])
        } else {
            *self.rng.pick(&[
                ResKind::RWStructuredBuffer,
                ResKind::RWStructuredBuffer,
                ResKind::RWBuffer,
                ResKind::RWByteAddressBuffer,
            ])
        };
        let words = total_threads;
        self.resources.push(Resource {
            name: "Trace".into(),
            kind: trace_kind,
            elem: (trace_kind != ResKind::RWByteAddressBuffer)
                .then_some(Elem::Value(Vector::core(Base::Uint, 1))),
            members: Vec::new(),
            binding: 0,
            count: words,
            data: Vec::new(),
        });
        self.trace = 0;

        let outputs = 1 + self.below(3);
        for i in 0..outputs {
            let kind = if self.exec() {
                *self
                    .rng
                    .pick(&[ResKind::RWStructuredBuffer, ResKind::RWBuffer])
            } else {
                *self.rng.pick(&[
                    ResKind::RWStructuredBuffer,
                    ResKind::RWStructuredBuffer,
                    ResKind::RWBuffer,
                    ResKind::RWByteAddressBuffer,
                ])
            };
            let count = if kind == ResKind::RWByteAddressBuffer {
                total_threads * self.slots * 4
            } else {
                total_threads * self.slots
            };
            self.add_resource(kind, format!("Out{i}"), count);
        }
        let inputs = self.below(4);
        for i in 0..inputs {
            let kind = if self.exec() {
                ResKind::StructuredBuffer
            } else {
                *self.rng.pick(&[
                    ResKind::StructuredBuffer,
                    ResKind::StructuredBuffer,
                    ResKind::Buffer,
                    ResKind::ByteAddressBuffer,
                ])
            };
            let count = *self.rng.pick(&[4, 8, 16, 32]);
            self.add_resource(kind, format!("In{i}"), count);
        }
        if !self.exec() && self.chance(1, 2) {
            self.add_resource(ResKind::CBuffer, "Params".into(), 1);
        }
        if self.exec() {
            self.fill_inputs();
        }
    }

    /// Input data for the execution test: small values, floats in quarters.
    fn fill_inputs(&mut self) {
        for r in 0..self.resources.len() {
            if self.resources[r].kind.writable() {
                continue;
            }
            let words = self.resources[r].words(&self.structs);
            let mut data = Vec::new();
            for _ in 0..self.resources[r].count {
                for w in &words {
                    data.push(match w {
                        Word::Float => {
                            let quarters = self.below(65) as i64 - 32;
                            (quarters as f32 / 4.0).to_bits()
                        }
                        Word::Int => (self.below(101) as i32 - 50) as u32,
                        Word::Uint => self.below(100) as u32,
                        Word::Pad => 0,
                    });
                }
            }
            self.resources[r].data = data;
        }
    }

    fn declare_resources(&mut self) {
        for r in 0..self.resources.len() {
            let res = self.resources[r].clone();
            let attribute = format!("[[vk::binding({}, 0)]]", res.binding);
            let register = format!("register({}{})", res.kind.register_class(), res.binding);
            match res.kind {
                ResKind::CBuffer => {
                    self.line(format!("{attribute} cbuffer {} : {register} {{", res.name));
                    for (name, v) in &res.members {
                        self.line(format!("  {} {name};", v.name()));
                    }
                    self.line("};");
                }
                ResKind::ByteAddressBuffer | ResKind::RWByteAddressBuffer => {
                    self.line(format!(
                        "{attribute} {} {} : {register};",
                        res.kind.name(),
                        res.name
                    ));
                }
                _ => {
                    let elem = res.elem.expect("typed").name(&self.structs);
                    self.line(format!(
                        "{attribute} {}<{elem}> {} : {register};",
                        res.kind.name(),
                        res.name
                    ));
                }
            }
        }
    }

    // ---- the program --------------------------------------------------------

    fn program(mut self, seed: u64, index: usize) -> Program {
        let threads = *self.rng.pick(&[1u32, 2, 4, 8, 16, 32, 64]);
        let groups = if self.exec() && threads <= 16 && self.chance(1, 3) {
            2
        } else {
            1
        };
        self.slots = 1 + self.below(4) as u32;
        self.resources(threads * groups);

        let mode = match self.mode {
            Mode::Compile => "compile",
            Mode::Exec => "exec",
        };
        let flags = if self.sixteen {
            "; compile with -enable-16bit-types"
        } else {
            ""
        };
        self.line(format!(
            "// spirv_corpus {mode} program {index} (seed {seed:#x}){flags}"
        ));
        // Struct declarations are emitted after generation (helpers and main
        // may add structs): remember where they go.
        let struct_position = self.out.len();
        self.declare_resources();

        let target_lines = 24 + self.below(90);
        let helpers = if self.chance(1, 3) {
            1 + self.below(2)
        } else {
            0
        };
        for _ in 0..helpers {
            self.helper();
        }

        self.line("");
        self.line(format!("[numthreads({threads}, 1, 1)]"));
        self.line("void main(uint3 id : SV_DispatchThreadID) {");
        self.indent = 1;
        self.scopes.push(Vec::new());
        self.line("uint t = id.x;");
        self.line("uint h = t * 7u + 3u;");
        self.declare("t", VarKind::Value(Vector::core(Base::Uint, 1)), false);
        self.declare("h", VarKind::Value(Vector::core(Base::Uint, 1)), false);
        let used = self.out.len() + self.struct_lines_estimate();
        let budget = target_lines.saturating_sub(used + 2).max(8);
        self.statements(budget);
        // Every written buffer gets at least one value.
        let outputs: Vec<usize> = (0..self.resources.len())
            .filter(|&i| i != self.trace && self.resources[i].kind.writable())
            .filter(|i| !self.written.contains(i))
            .collect();
        for r in outputs {
            self.write_to(r);
        }
        let trace = self.trace_store("h");
        self.line(trace);
        self.scopes.pop();
        self.indent = 0;
        self.line("}");

        // The struct declarations, now that all are known.
        let mut decls = Vec::new();
        for s in &self.structs {
            let mut text = format!("struct {} {{", s.name);
            for (name, field) in &s.fields {
                let ty = match field {
                    Field::Value(v) => v.name(),
                    Field::Struct(i) => self.structs[*i].name.clone(),
                };
                text.push_str(&format!(" {ty} {name};"));
            }
            text.push_str(" };");
            decls.push(text);
        }
        self.out.splice(struct_position..struct_position, decls);

        let mut source = self.out.join("\n");
        source.push('\n');
        let mut flags = Vec::new();
        if self.sixteen {
            flags.push("-enable-16bit-types".to_string());
            self.features.insert("16-bit types");
        }
        Program {
            index,
            source,
            flags,
            threads,
            groups,
            slots: self.slots,
            resources: self.resources,
            structs: self.structs,
            features: self.features.into_iter().collect(),
        }
    }

    fn struct_lines_estimate(&self) -> usize {
        self.structs.len() + 1
    }

    /// The statement that writes `value` to the current thread's trace slot.
    fn trace_store(&self, value: &str) -> String {
        let trace = &self.resources[self.trace];
        match trace.kind {
            ResKind::RWByteAddressBuffer => format!("{}.Store(t * 4u, {value});", trace.name),
            _ => format!("{}[t] = {value};", trace.name),
        }
    }

    /// A helper function (defined before `main`, called as a statement).
    fn helper(&mut self) {
        let ret = *self.rng.pick(&[Base::Float, Base::Int, Base::Uint]);
        let param = *self.rng.pick(&[Base::Float, Base::Int, Base::Uint]);
        let name = format!("helper{}", self.functions.len());
        self.line("");
        self.line(format!(
            "{} {name}(uint t, inout uint h, {} x) {{",
            Scalar::core(ret).name(),
            Scalar::core(param).name()
        ));
        self.indent = 1;
        self.scopes.push(Vec::new());
        self.declare("t", VarKind::Value(Vector::core(Base::Uint, 1)), false);
        self.declare("h", VarKind::Value(Vector::core(Base::Uint, 1)), false);
        self.declare("x", VarKind::Value(Vector::core(param, 1)), true);
        self.function = Some(ret);
        self.path_update();
        let budget = 4 + self.below(12);
        self.statements(budget);
        let value = self.expr(Vector::core(ret, 1), 2);
        let value = self.bounded(Vector::core(ret, 1), &value);
        self.line(format!("return {value};"));
        self.function = None;
        self.scopes.pop();
        self.indent = 0;
        self.line("}");
        self.features.insert("helper function");
        self.functions.push(Helper { name, ret, param });
    }

    // ---- statements ------------------------------------------------------

    /// Statements until about `budget` lines are written (at least one).
    fn statements(&mut self, budget: usize) {
        let start = self.out.len();
        loop {
            let used = self.out.len() - start;
            let remaining = budget.saturating_sub(used).min(self.room());
            if remaining == 0 {
                break;
            }
            self.statement(remaining);
        }
    }

    /// Lines left before the program would grow past `LINE_LIMIT` (the
    /// struct declarations, inserted at the end, count too).
    fn room(&self) -> usize {
        LINE_LIMIT.saturating_sub(self.out.len() + self.structs.len())
    }

    /// A block body: a new scope, the path update, statements. Returns how
    /// many variables the body declared in its own scope.
    fn body(&mut self, budget: usize) -> usize {
        self.indent += 1;
        self.scopes.push(Vec::new());
        self.depth += 1;
        self.path_update();
        self.statements(budget.saturating_sub(1).max(1));
        self.depth -= 1;
        let declared = self.scopes.pop().map_or(0, |scope| scope.len());
        self.indent -= 1;
        declared
    }

    fn statement(&mut self, remaining: usize) {
        let compound = remaining >= 4 && self.depth < MAX_DEPTH;
        // (weight, kind)
        let mut choices: Vec<(usize, u8)> = vec![(30, 0), (14, 1), (22, 2), (6, 3)];
        if compound {
            choices.extend([(10, 10), (7, 11), (7, 12), (4, 15), (4, 16)]);
            if self.loops < MAX_LOOPS {
                choices.push((10, 13));
            }
            if self.loops < MAX_LOOPS {
                choices.push((4, 14));
            }
        }
        if !self.breakable.is_empty() {
            choices.push((7, 4));
        }
        if self.depth > 0 {
            choices.push((4, 5));
        }
        if !self.functions.is_empty() && self.function.is_none() {
            choices.push((5, 6));
        }
        let total: usize = choices.iter().map(|c| c.0).sum();
        let mut pick = self.below(total);
        let mut kind = 0;
        for (weight, k) in choices {
            if pick < weight {
                kind = k;
                break;
            }
            pick -= weight;
        }
        match kind {
            0 => self.assignment(),
            1 => self.declaration(),
            2 => self.output_write(),
            3 => self.uint_update(),
            4 => self.break_or_continue(),
            5 => self.early_return(),
            6 => self.call(),
            10 => self.if_statement(remaining),
            11 => self.if_chain(remaining),
            12 => self.switch_statement(remaining),
            13 => self.loop_statement(remaining),
            14 => self.array_declaration(),
            15 => self.struct_declaration(),
            16 => self.block_statement(remaining),
            _ => unreachable!(),
        }
    }

    /// `e` kept within the bounds of its type (see the module doc).
    fn bounded(&mut self, ty: Vector, e: &str) -> String {
        match ty.base() {
            Base::Float => {
                if self.chance(1, 4) {
                    format!("min(max({e}, -{FLOAT_BOUND}), {FLOAT_BOUND})")
                } else {
                    format!("clamp({e}, -{FLOAT_BOUND}, {FLOAT_BOUND})")
                }
            }
            Base::Int => {
                if self.chance(1, 4) {
                    format!("(({e}) & 0xFFFF)")
                } else {
                    format!("clamp({e}, -{INT_BOUND}, {INT_BOUND})")
                }
            }
            Base::Uint => e.to_string(),
        }
    }

    /// A bounded value of a core type that depends on `h`.
    fn mixed(&mut self, ty: Vector) -> String {
        let e = self.expr(ty, EXPR_DEPTH);
        let b = self.bounded(ty, &e);
        match ty.base() {
            Base::Float => format!("{b} + float(h & 255u)"),
            Base::Int => format!("{b} + int(h & 4095u)"),
            Base::Uint => {
                if self.chance(1, 2) {
                    format!("({e}) ^ h")
                } else {
                    format!("({e}) + h * 3u")
                }
            }
        }
    }

    /// A value of any declared type (core or not), bounded, depending on `h`
    /// when `mix` is set.
    fn value_of(&mut self, ty: Vector, mix: bool) -> String {
        let core = ty.as_core();
        let value = if mix {
            self.mixed(core)
        } else {
            let e = self.expr(core, EXPR_DEPTH);
            self.bounded(core, &e)
        };
        if ty.is_core() {
            value
        } else {
            format!("({})({value})", ty.name())
        }
    }

    /// Assignment targets: (text, type).
    fn targets(&mut self) -> Vec<(String, Vector)> {
        let vars: Vec<Var> = self.vars().filter(|v| v.assignable).cloned().collect();
        let mut out = Vec::new();
        for var in vars {
            match var.kind {
                VarKind::Value(v) => {
                    out.push((var.name.clone(), v));
                    if v.width > 1 && v.is_core() {
                        let (swizzle, width) = self.write_swizzle(v.width);
                        out.push((
                            format!("{}.{swizzle}", var.name),
                            Vector::new(v.scalar, width),
                        ));
                    }
                }
                VarKind::Array(elem, len) => {
                    let i = self.index(len);
                    out.push((format!("{}[{i}]", var.name), elem));
                }
                VarKind::Struct(s) => {
                    let all = leaves(&self.structs, s);
                    let (path, v) = all[self.below(all.len())].clone();
                    out.push((format!("{}{path}", var.name), v));
                }
                VarKind::Bool => {}
            }
        }
        out
    }

    /// Distinct components for a swizzle write: (text, width).
    fn write_swizzle(&mut self, width: u8) -> (String, u8) {
        let mut components: Vec<usize> = (0..width as usize).collect();
        // Fisher-Yates, then keep a prefix.
        for i in (1..components.len()).rev() {
            let j = self.below(i + 1);
            components.swap(i, j);
        }
        let keep = 1 + self.below(width as usize);
        let text: String = components[..keep].iter().map(|&c| SWIZZLE[c]).collect();
        (text, keep as u8)
    }

    fn assignment(&mut self) {
        let targets = self.targets();
        if targets.is_empty() {
            return self.declaration();
        }
        let (target, ty) = targets[self.below(targets.len())].clone();
        let compound = ty.is_core() && self.chance(1, 5);
        if compound {
            let text = match ty.base() {
                Base::Float => {
                    let k = float_literal(self.below(16) as i64 + 1);
                    if self.chance(1, 2) {
                        format!("{target} *= 0.5;")
                    } else {
                        format!("{target} += {k};")
                    }
                }
                Base::Int => format!("{target} += {};", self.below(9) as i64 - 4),
                Base::Uint => {
                    let e = self.expr(ty, 2);
                    let op = *self.rng.pick(&["+=", "^=", "*=", "|=", "-="]);
                    format!("{target} {op} {e};")
                }
            };
            self.line(text);
            return;
        }
        let mix = self.chance(1, 3);
        let value = self.value_of(ty, mix);
        self.line(format!("{target} = {value};"));
    }

    /// `u ^= …` on a uint variable, or a new one.
    fn uint_update(&mut self) {
        let candidates: Vec<String> = self
            .vars()
            .filter(|v| {
                v.assignable
                    && matches!(v.kind, VarKind::Value(t) if t == Vector::core(Base::Uint, 1))
            })
            .map(|v| v.name.clone())
            .collect();
        if candidates.is_empty() {
            return self.declaration();
        }
        let name = candidates[self.below(candidates.len())].clone();
        let e = self.expr(Vector::core(Base::Uint, 1), 2);
        let text = match self.below(4) {
            0 => format!("{name} = ({name} << 1u) | ({e} & 1u);"),
            1 => format!("{name}++;"),
            2 => format!("{name} ^= {e};"),
            _ => format!("{name} = {name} * 5u + {e};"),
        };
        self.line(text);
    }

    fn declaration(&mut self) {
        if self.chance(1, 8) {
            let name = self.fresh("b");
            let c = self.cond(2);
            self.line(format!("bool {name} = {c};"));
            self.declare(&name, VarKind::Bool, false);
            return;
        }
        if !self.exec() && self.chance(1, 8) {
            let scalar = self.ext_scalar();
            let width = if self.chance(1, 3) { 2 } else { 1 };
            let ty = Vector::new(scalar, width);
            let name = self.fresh("e");
            let value = self.value_of(ty, false);
            self.line(format!("{} {name} = {value};", ty.name()));
            self.declare(&name, VarKind::Value(ty), true);
            self.features.insert("wide/narrow types");
            return;
        }
        let ty = self.random_core(true);
        let name = self.fresh("v");
        if self.chance(1, 6) {
            // Two declarators.
            let other = self.fresh("v");
            let a = self.value_of(ty, false);
            let b = self.value_of(ty, true);
            self.line(format!("{} {name} = {a}, {other} = {b};", ty.name()));
            self.declare(&name, VarKind::Value(ty), true);
            self.declare(&other, VarKind::Value(ty), true);
            return;
        }
        if ty.width > 1 && self.chance(1, 5) {
            // Brace initialiser.
            let parts: Vec<String> = (0..ty.width)
                .map(|_| {
                    let e = self.expr(Vector::core(ty.base(), 1), 1);
                    self.bounded(Vector::core(ty.base(), 1), &e)
                })
                .collect();
            self.line(format!("{} {name} = {{{}}};", ty.name(), parts.join(", ")));
        } else {
            let mix = self.chance(1, 2);
            let value = self.value_of(ty, mix);
            self.line(format!("{} {name} = {value};", ty.name()));
        }
        self.declare(&name, VarKind::Value(ty), true);
    }

    fn array_declaration(&mut self) {
        let base = *self.rng.pick(&[Base::Float, Base::Int, Base::Uint]);
        let width = if self.chance(1, 4) {
            2 + self.below(3) as u8
        } else {
            1
        };
        let elem = Vector::core(base, width);
        let len = 2 + self.below(11) as u32;
        let name = self.fresh("a");
        if len <= 4 && self.chance(1, 2) {
            let parts: Vec<String> = (0..len).map(|_| self.value_of(elem, false)).collect();
            self.line(format!(
                "{} {name}[{len}] = {{{}}};",
                elem.name(),
                parts.join(", ")
            ));
        } else {
            self.line(format!("{} {name}[{len}];", elem.name()));
            let k = self.fresh("k");
            self.line(format!("for (uint {k} = 0u; {k} < {len}u; ++{k}) {{"));
            self.indent += 1;
            self.scopes.push(Vec::new());
            self.declare(&k, VarKind::Value(Vector::core(Base::Uint, 1)), false);
            let mix = self.chance(1, 2);
            let value = self.value_of(elem, mix);
            self.line(format!("{name}[{k}] = {value};"));
            self.scopes.pop();
            self.indent -= 1;
            self.line("}");
        }
        self.declare(&name, VarKind::Array(elem, len), true);
        self.features.insert("local array");
    }

    fn struct_declaration(&mut self) {
        let name = self.fresh("s");
        // From a buffer of structs, or member by member.
        let sources: Vec<(usize, String)> = self
            .resources
            .clone()
            .iter()
            .enumerate()
            .filter_map(|(i, r)| match r.elem {
                Some(Elem::Struct(s)) if i != self.trace => Some((s, r.name.clone())),
                _ => None,
            })
            .collect();
        if !sources.is_empty() && self.chance(2, 3) {
            let (s, _) = sources[self.below(sources.len())];
            let read = self.struct_read(s);
            if let Some(read) = read {
                let type_name = self.structs[s].name.clone();
                self.line(format!("{type_name} {name} = {read};"));
                self.declare(&name, VarKind::Struct(s), true);
                self.features.insert("struct");
                return;
            }
        }
        let s = self.struct_type();
        let type_name = self.structs[s].name.clone();
        self.line(format!("{type_name} {name};"));
        for (path, v) in leaves(&self.structs, s) {
            let mix = self.chance(1, 3);
            let value = self.value_of(v, mix);
            self.line(format!("{name}{path} = {value};"));
        }
        self.declare(&name, VarKind::Struct(s), true);
        self.features.insert("struct");
    }

    /// An element of struct type `s` read from a buffer (the thread's own
    /// region of a written one).
    fn struct_read(&mut self, s: usize) -> Option<String> {
        let candidates: Vec<usize> = (0..self.resources.len())
            .filter(|&i| i != self.trace)
            .filter(|&i| matches!(self.resources[i].elem, Some(Elem::Struct(x)) if x == s))
            .collect();
        if candidates.is_empty() {
            return None;
        }
        let pick = candidates[self.below(candidates.len())];
        let r = self.resources[pick].clone();
        Some(self.element(&r))
    }

    /// `Name[index]` of a typed resource: own region when written.
    fn element(&mut self, r: &Resource) -> String {
        if r.kind.writable() {
            let slot = self.slot(self.slots, self.slots - 1);
            format!("{}[{slot}]", r.name)
        } else {
            let i = self.index(r.count);
            format!("{}[{i}]", r.name)
        }
    }

    fn output_write(&mut self) {
        let outputs: Vec<usize> = (0..self.resources.len())
            .filter(|&i| i != self.trace && self.resources[i].kind.writable())
            .collect();
        let pick = outputs[self.below(outputs.len())];
        self.write_to(pick);
    }

    /// A store to the current thread's region of written resource `pick`.
    fn write_to(&mut self, pick: usize) {
        self.written.insert(pick);
        let r = self.resources[pick].clone();
        if r.kind == ResKind::RWByteAddressBuffer {
            return self.byte_address_store(&r);
        }
        let elem = r.elem.expect("typed");
        let slot = self.slot(self.slots, self.slots - 1);
        let target = format!("{}[{slot}]", r.name);
        // A ternary over buffer elements: `Out[i] = c ? Out[j] : Out[k]`.
        if matches!(elem, Elem::Value(_)) && self.chance(1, 7) {
            let c = self.path_cond();
            let a = self.element(&r);
            let b = if self.chance(1, 2) {
                self.element(&r)
            } else {
                // An input of the same element type, else the same buffer.
                let same: Vec<Resource> = self
                    .resources
                    .iter()
                    .filter(|x| !x.kind.writable() && same_elem(x.elem, Some(elem)))
                    .cloned()
                    .collect();
                if same.is_empty() {
                    self.element(&r)
                } else {
                    let x = same[self.below(same.len())].clone();
                    self.element(&x)
                }
            };
            self.line(format!("{target} = {c} ? {a} : {b};"));
            self.features.insert("buffer-element ternary");
            return;
        }
        match elem {
            Elem::Value(v) => {
                // (glslang cannot write part of a typed buffer element.)
                let partial = r.kind != ResKind::RWBuffer || !self.exec();
                if partial && v.width > 1 && v.is_core() && self.chance(1, 4) {
                    let (swizzle, width) = self.write_swizzle(v.width);
                    let value = self.value_of(Vector::new(v.scalar, width), true);
                    self.line(format!("{target}.{swizzle} = {value};"));
                    self.features.insert("component store");
                } else {
                    let value = self.value_of(v, true);
                    self.line(format!("{target} = {value};"));
                }
            }
            Elem::Struct(s) => {
                let vars: Vec<String> = self
                    .vars()
                    .filter(|x| matches!(x.kind, VarKind::Struct(y) if y == s))
                    .map(|x| x.name.clone())
                    .collect();
                if !vars.is_empty() && self.chance(1, 2) {
                    let var = vars[self.below(vars.len())].clone();
                    // Make the copy depend on the path.
                    let all = leaves(&self.structs, s);
                    let (path, v) = all[self.below(all.len())].clone();
                    let value = self.value_of(v, true);
                    self.line(format!("{var}{path} = {value};"));
                    self.line(format!("{target} = {var};"));
                    self.features.insert("struct store");
                } else {
                    let all = leaves(&self.structs, s);
                    let (path, v) = all[self.below(all.len())].clone();
                    let value = self.value_of(v, true);
                    self.line(format!("{target}{path} = {value};"));
                }
            }
        }
    }

    fn byte_address_store(&mut self, r: &Resource) {
        let words = self.slots * 4;
        let width = *self.rng.pick(&[1u32, 1, 2, 3, 4]);
        let word = self.slot(words, words - width);
        let offset = format!("({word}) * 4u");
        let templated = self.chance(1, 3);
        if templated {
            let base = *self.rng.pick(&[Base::Float, Base::Int, Base::Uint]);
            let ty = Vector::core(base, width as u8);
            let value = self.value_of(ty, true);
            self.line(format!(
                "{}.Store<{}>({offset}, {value});",
                r.name,
                ty.name()
            ));
            self.features.insert("templated byte-address Store");
        } else {
            let ty = Vector::core(Base::Uint, width as u8);
            let value = self.value_of(ty, true);
            let method = if width == 1 {
                "Store".to_string()
            } else {
                format!("Store{width}")
            };
            self.line(format!("{}.{method}({offset}, {value});", r.name));
        }
    }

    fn break_or_continue(&mut self) {
        let innermost = *self.breakable.last().expect("breakable");
        let c = self.cond(2);
        let use_continue = self.loops > 0 && self.chance(1, 2);
        if use_continue {
            if self.chance(1, 2) {
                self.line(format!("if ({c}) continue;"));
            } else {
                self.line(format!("if ({c}) {{"));
                self.indent += 1;
                self.path_update();
                self.line("continue;");
                self.indent -= 1;
                self.line("}");
            }
            self.features.insert("continue");
        } else {
            self.line(format!("if ({c}) break;"));
            self.features.insert(match innermost {
                Breakable::Loop => "break",
                Breakable::Switch => "break in switch",
            });
        }
    }

    fn early_return(&mut self) {
        let c = self.cond(2);
        self.line(format!("if ({c}) {{"));
        self.indent += 1;
        self.path_update();
        match self.function {
            Some(ret) => {
                let value = self.value_of(Vector::core(ret, 1), true);
                self.line(format!("return {value};"));
            }
            None => {
                let trace = self.trace_store(&format!("h ^ {}u", 0x5000 + self.next_id));
                self.line(trace);
                self.line("return;");
            }
        }
        self.indent -= 1;
        self.line("}");
        self.features.insert(if self.loops > 0 {
            "return in loop"
        } else {
            "early return"
        });
    }

    fn call(&mut self) {
        let pick = self.below(self.functions.len());
        let helper = self.functions[pick].clone();
        let ty = Vector::core(helper.ret, 1);
        let targets: Vec<String> = self
            .vars()
            .filter(|v| v.assignable && matches!(v.kind, VarKind::Value(x) if x == ty))
            .map(|v| v.name.clone())
            .collect();
        let arg = self.expr(Vector::core(helper.param, 1), 2);
        let arg = self.bounded(Vector::core(helper.param, 1), &arg);
        let call = format!("{}(t, h, {arg})", helper.name);
        if targets.is_empty() || self.chance(1, 3) {
            let name = self.fresh("r");
            self.line(format!("{} {name} = {call};", ty.name()));
            self.declare(&name, VarKind::Value(ty), true);
        } else {
            let target = targets[self.below(targets.len())].clone();
            self.line(format!("{target} = {call};"));
        }
    }

    /// A budget for a nested body out of `remaining` lines.
    fn sub_budget(&mut self, remaining: usize, parts: usize) -> usize {
        let share = (remaining.saturating_sub(2) / parts).max(1);
        1 + self.below(share.min(14))
    }

    fn attribute(&mut self, options: &[&str]) -> String {
        if self.chance(1, 6) {
            format!("{} ", self.rng.pick(options))
        } else {
            String::new()
        }
    }

    fn if_statement(&mut self, remaining: usize) {
        let c = self.cond(2);
        let attribute = self.attribute(&["[branch]", "[flatten]"]);
        self.line(format!("{attribute}if ({c}) {{"));
        let budget = self.sub_budget(remaining, 2);
        self.body(budget);
        if self.chance(1, 2) {
            self.line("} else {");
            let budget = self.sub_budget(remaining, 2);
            self.body(budget);
        }
        self.line("}");
        self.features.insert("if");
    }

    fn if_chain(&mut self, remaining: usize) {
        let arms = 2 + self.below(3);
        let c = self.cond(2);
        self.line(format!("if ({c}) {{"));
        let budget = self.sub_budget(remaining, arms + 1);
        self.body(budget);
        for _ in 1..arms {
            let c = self.cond(2);
            self.line(format!("}} else if ({c}) {{"));
            let budget = self.sub_budget(remaining, arms + 1);
            self.body(budget);
        }
        if self.chance(2, 3) {
            self.line("} else {");
            let budget = self.sub_budget(remaining, arms + 1);
            self.body(budget);
        }
        self.line("}");
        self.features.insert("else-if chain");
    }

    fn block_statement(&mut self, remaining: usize) {
        self.line("{");
        let budget = self.sub_budget(remaining, 2);
        self.body(budget);
        self.line("}");
    }

    fn switch_statement(&mut self, remaining: usize) {
        let signed = self.chance(1, 2);
        let range = 3 + self.below(6) as i64;
        let low = if signed { -(self.below(3) as i64) } else { 0 };
        let u = self.expr(Vector::core(Base::Uint, 1), 2);
        let selector = match (signed, low) {
            (false, _) => format!("({u}) % {range}u"),
            (true, 0) => format!("int(({u}) % {range}u)"),
            (true, _) => format!("int(({u}) % {range}u) - {}", -low),
        };
        // Case groups (one to three labels) over a subset of the values.
        let mut values: Vec<i64> = (low..low + range).collect();
        for i in (1..values.len()).rev() {
            let j = self.below(i + 1);
            values.swap(i, j);
        }
        values.truncate(1 + self.below(values.len()));
        let mut entries: Vec<Vec<String>> = Vec::new();
        let mut rest = values.as_slice();
        while !rest.is_empty() {
            let take = if self.chance(1, 4) {
                (2 + self.below(2)).min(rest.len())
            } else {
                1
            };
            let labels = rest[..take]
                .iter()
                .map(|v| {
                    if signed {
                        format!("case {v}:")
                    } else {
                        format!("case {v}u:")
                    }
                })
                .collect();
            entries.push(labels);
            rest = &rest[take..];
        }
        if self.chance(3, 4) {
            // `default` last, or somewhere in the middle.
            let at = if self.chance(1, 4) {
                self.below(entries.len() + 1)
            } else {
                entries.len()
            };
            let mut labels = vec!["default:".to_string()];
            if self.chance(1, 5) && at < entries.len() {
                // `case 3: default:` — default shares a body.
                labels = entries.remove(at);
                labels.push("default:".to_string());
                self.features.insert("default with case label");
            }
            entries.insert(at.min(entries.len()), labels);
        }
        let attribute = self.attribute(&["[branch]", "[forcecase]"]);
        self.line(format!("{attribute}switch ({selector}) {{"));
        self.breakable.push(Breakable::Switch);
        let parts = entries.len() + 1;
        let total = entries.len();
        for (index, labels) in entries.into_iter().enumerate() {
            if labels.len() > 1 {
                self.features.insert("multi-label case");
            }
            for label in labels {
                self.line(label);
            }
            let last = index + 1 == total;
            match self.below(8) {
                0 => {
                    // An empty case: straight to the end.
                    self.indent += 1;
                    self.line("break;");
                    self.indent -= 1;
                    self.features.insert("empty case");
                }
                1 if !last => {
                    // No statements: falls into the next label's.
                    self.features.insert("switch fall-through");
                }
                _ => {
                    let start = self.out.len();
                    let braces = self.chance(1, 5);
                    let budget = self.sub_budget(remaining, parts);
                    let declared = self.body(budget);
                    if braces || declared > 0 {
                        // A declaration must not be jumped over into a
                        // later label: its own scope.
                        let open = format!("{}{{", "  ".repeat(self.indent + 1));
                        self.out.insert(start, open);
                        self.indent += 1;
                        self.line("}");
                        self.indent -= 1;
                    }
                    self.indent += 1;
                    match self.below(6) {
                        0 if !last => {
                            self.features.insert("switch fall-through");
                        }
                        1 if self.depth > 0 || self.function.is_some() => {
                            match self.function {
                                Some(ret) => {
                                    let value = self.value_of(Vector::core(ret, 1), true);
                                    self.line(format!("return {value};"));
                                }
                                None => {
                                    let trace = self.trace_store("h");
                                    self.line(trace);
                                    self.line("return;");
                                }
                            }
                            self.features.insert("return in switch");
                        }
                        2 if self.loops > 0 => {
                            self.line("continue;");
                            self.features.insert("continue in switch");
                        }
                        _ => self.line("break;"),
                    }
                    self.indent -= 1;
                }
            }
        }
        self.breakable.pop();
        self.line("}");
        self.features.insert("switch");
    }

    fn loop_bound(&mut self) -> (String, Option<String>) {
        if self.chance(1, 3) {
            let n = 1 + self.below(6);
            (format!("{n}u"), None)
        } else {
            let name = self.fresh("n");
            let e = self.expr(Vector::core(Base::Uint, 1), 2);
            let modulus = 2 + self.below(4);
            (
                name.clone(),
                Some(format!("uint {name} = ({e}) % {modulus}u + 1u;")),
            )
        }
    }

    fn loop_statement(&mut self, remaining: usize) {
        let (bound, declaration) = self.loop_bound();
        let constant = declaration.is_none();
        if let Some(d) = declaration {
            self.line(d);
            self.declare(&bound, VarKind::Value(Vector::core(Base::Uint, 1)), false);
        }
        let budget = self.sub_budget(remaining, 1);
        self.loops += 1;
        self.breakable.push(Breakable::Loop);
        let uint1 = VarKind::Value(Vector::core(Base::Uint, 1));
        match self.below(6) {
            0 | 1 => {
                let i = self.fresh("i");
                let attribute = if constant {
                    self.attribute(&["[unroll]", "[loop]"])
                } else {
                    self.attribute(&["[loop]"])
                };
                self.line(format!(
                    "{attribute}for (uint {i} = 0u; {i} < {bound}; ++{i}) {{"
                ));
                self.scopes.push(vec![Var {
                    name: i,
                    kind: uint1,
                    assignable: false,
                }]);
                self.body(budget);
                self.scopes.pop();
                self.line("}");
                self.features.insert("for");
            }
            2 => {
                // Counting down with an int counter.
                let i = self.fresh("i");
                self.line(format!("for (int {i} = int({bound}); {i} > 0; --{i}) {{"));
                self.scopes.push(vec![Var {
                    name: i,
                    kind: VarKind::Value(Vector::core(Base::Int, 1)),
                    assignable: false,
                }]);
                self.body(budget);
                self.scopes.pop();
                self.line("}");
                self.features.insert("for");
            }
            3 => {
                let w = self.fresh("w");
                self.line(format!("uint {w} = 0u;"));
                self.declare(&w, uint1, false);
                self.line(format!("while ({w} < {bound}) {{"));
                self.indent += 1;
                self.line(format!("{w}++;"));
                self.indent -= 1;
                self.body(budget);
                self.line("}");
                self.features.insert("while");
            }
            4 => {
                let w = self.fresh("w");
                self.line(format!("uint {w} = 0u;"));
                self.declare(&w, uint1, false);
                self.line("while (true) {");
                self.indent += 1;
                self.line(format!("if ({w} >= {bound}) break;"));
                self.line(format!("{w} += 1u;"));
                self.indent -= 1;
                self.body(budget);
                self.line("}");
                self.features.insert("while (true)");
            }
            _ => {
                let d = self.fresh("d");
                self.line(format!("uint {d} = 0u;"));
                self.declare(&d, uint1, false);
                self.line("do {");
                self.indent += 1;
                self.line(format!("{d}++;"));
                self.indent -= 1;
                self.body(budget);
                let c = self.cond(1);
                self.line(format!("}} while ({d} < {bound} && {c});"));
                self.features.insert("do-while");
            }
        }
        self.breakable.pop();
        self.loops -= 1;
    }

    // ---- expressions -------------------------------------------------------

    /// A condition on the path or the thread: bits of `h` or `t`.
    fn path_cond(&mut self) -> String {
        let shift = self.below(8);
        let var = if self.chance(2, 3) { "h" } else { "t" };
        let k = self.below(2);
        format!("((({var} >> {shift}u) & 1u) == {k}u)")
    }

    fn cond(&mut self, depth: u32) -> String {
        let bools: Vec<String> = self
            .vars()
            .filter(|v| matches!(v.kind, VarKind::Bool))
            .map(|v| v.name.clone())
            .collect();
        let choice = if depth == 0 {
            self.below(3)
        } else {
            self.below(9)
        };
        match choice {
            0 => self.path_cond(),
            1 if !bools.is_empty() => bools[self.below(bools.len())].clone(),
            1 | 2 => {
                let ty = self.random_core(false);
                let a = self.expr(ty, 1);
                let b = self.expr(ty, 1);
                let op = *self.rng.pick(&["<", "<=", ">", ">=", "==", "!="]);
                format!("({a} {op} {b})")
            }
            3 => {
                let width = 2 + self.below(3) as u8;
                let base = *self.rng.pick(&[Base::Float, Base::Int, Base::Uint]);
                let ty = Vector::core(base, width);
                let a = self.expr(ty, 1);
                let b = self.expr(ty, 1);
                let op = *self.rng.pick(&["<", ">", "==", "!=", ">="]);
                let f = *self.rng.pick(&["any", "all"]);
                format!("{f}({a} {op} {b})")
            }
            4 => {
                let u = self.expr(Vector::core(Base::Uint, 1), 2);
                let mask = 1 + self.below(7);
                let k = self.below(mask + 1);
                format!("((({u}) & {mask}u) == {k}u)")
            }
            5 => {
                let c = self.cond(depth - 1);
                format!("!{c}")
            }
            6 => {
                let a = self.cond(depth - 1);
                let b = self.cond(depth - 1);
                format!("({a} && {b})")
            }
            7 => {
                let a = self.cond(depth - 1);
                let b = self.cond(depth - 1);
                format!("({a} || {b})")
            }
            _ => {
                let ty = self.random_core(false);
                let a = self.expr(ty, 2);
                let b = self.expr(ty, 1);
                format!("({a} < {b})")
            }
        }
    }

    fn literal(&mut self, ty: Vector) -> String {
        let scalar = |gen: &mut Gen| match ty.base() {
            Base::Float => float_literal(gen.below(65) as i64 - 32),
            Base::Int => {
                let v = gen.below(41) as i64 - 20;
                if v < 0 {
                    format!("({v})")
                } else {
                    format!("{v}")
                }
            }
            Base::Uint => {
                let v = gen.below(40);
                if gen.chance(1, 8) {
                    format!("{v:#x}u")
                } else {
                    format!("{v}u")
                }
            }
        };
        if ty.width == 1 {
            scalar(self)
        } else {
            let parts: Vec<String> = (0..ty.width).map(|_| scalar(self)).collect();
            format!("{}({})", ty.name(), parts.join(", "))
        }
    }

    /// Reads of a value of `have` as core type `want` (same shape rules as
    /// variables: equal width, or a swizzle of a wider vector).
    fn read_as(&mut self, text: &str, have: Vector, want: Vector) -> Option<String> {
        if have.base() != want.base() {
            return None;
        }
        let shaped = if have.width == want.width {
            text.to_string()
        } else if have.width > want.width {
            let swizzle: String = (0..want.width)
                .map(|_| SWIZZLE[self.below(have.width as usize)])
                .collect();
            format!("{text}.{swizzle}")
        } else {
            return None;
        };
        if have.is_core() {
            return Some(shaped);
        }
        // Wide or narrow types: convert, keeping the bounds.
        let core = want.name();
        Some(match want.base() {
            Base::Float => format!("clamp(({core})({shaped}), -{FLOAT_BOUND}, {FLOAT_BOUND})"),
            Base::Int => format!("(({core})({shaped} % 4096))"),
            Base::Uint => format!("({core})({shaped})"),
        })
    }

    fn leaf(&mut self, ty: Vector) -> String {
        // Index expressions inside index expressions stay simple (no
        // arrays, no buffers), so leaves cannot recurse without end.
        self.leaf_depth += 1;
        let text = self.leaf_inner(ty, self.leaf_depth <= 2);
        self.leaf_depth -= 1;
        text
    }

    fn leaf_inner(&mut self, ty: Vector, indexed: bool) -> String {
        let fits = |have: Vector| have.base() == ty.base() && have.width >= ty.width;
        let mut candidates: Vec<Leaf> = Vec::new();
        for var in self.vars() {
            match var.kind {
                VarKind::Value(v) if fits(v) => candidates.push(Leaf::Plain(var.name.clone(), v)),
                VarKind::Array(elem, len) if indexed && fits(elem) => {
                    candidates.push(Leaf::Array(var.name.clone(), elem, len))
                }
                VarKind::Struct(s) => {
                    for (path, v) in leaves(&self.structs, s) {
                        if fits(v) {
                            candidates.push(Leaf::Plain(format!("{}{path}", var.name), v));
                        }
                    }
                }
                _ => {}
            }
        }
        if ty == Vector::core(Base::Uint, 1) {
            candidates.push(Leaf::Plain("t".into(), ty));
            if self.function.is_none() {
                candidates.push(Leaf::Plain("id.x".into(), ty));
            }
        }
        if indexed {
            let mut reads = Vec::new();
            for (i, r) in self.resources.iter().enumerate() {
                if i == self.trace {
                    continue;
                }
                match (r.kind, r.elem) {
                    (ResKind::CBuffer, _) => {
                        for (name, v) in &r.members {
                            if fits(*v) {
                                reads.push(Leaf::Plain(name.clone(), *v));
                            }
                        }
                    }
                    (ResKind::ByteAddressBuffer | ResKind::RWByteAddressBuffer, _) => {
                        reads.push(Leaf::Buffer(i, None, ty));
                    }
                    (_, Some(Elem::Value(v))) if fits(v) => reads.push(Leaf::Buffer(i, None, v)),
                    (_, Some(Elem::Struct(s))) => {
                        for (path, v) in leaves(&self.structs, s) {
                            if fits(v) {
                                reads.push(Leaf::Buffer(i, Some(path), v));
                            }
                        }
                    }
                    _ => {}
                }
            }
            // Buffer reads in about one leaf of four.
            if !reads.is_empty() && (candidates.is_empty() || self.chance(1, 4)) {
                candidates = reads;
            }
        }
        if candidates.is_empty() || self.chance(1, 5) {
            return self.literal(ty);
        }
        let pick = self.below(candidates.len());
        let (text, have) = match candidates.swap_remove(pick) {
            Leaf::Plain(text, v) => (text, v),
            Leaf::Array(name, elem, len) => {
                let i = self.index(len);
                (format!("{name}[{i}]"), elem)
            }
            Leaf::Buffer(i, path, v) => {
                let r = self.resources[i].clone();
                let text = match r.kind {
                    ResKind::ByteAddressBuffer | ResKind::RWByteAddressBuffer => {
                        self.byte_address_load(&r, ty)
                    }
                    _ => {
                        let element = self.element(&r);
                        format!("{element}{}", path.unwrap_or_default())
                    }
                };
                (text, v)
            }
        };
        self.read_as(&text, have, ty)
            .unwrap_or_else(|| unreachable!("{text} fits {ty:?}"))
    }

    fn byte_address_load(&mut self, r: &Resource, ty: Vector) -> String {
        let width = ty.width as u32;
        let word = if r.kind.writable() {
            let words = self.slots * 4;
            self.slot(words, words - width)
        } else {
            self.index(r.count - width + 1)
        };
        let offset = format!("({word}) * 4u");
        if ty.base() == Base::Uint && self.chance(2, 3) {
            let method = if width == 1 {
                "Load".to_string()
            } else {
                format!("Load{width}")
            };
            format!("{}.{method}({offset})", r.name)
        } else {
            self.features.insert("templated byte-address Load");
            let raw = format!("{}.Load<{}>({offset})", r.name, ty.name());
            // Arbitrary bits: keep floats finite and ints small.
            match ty.base() {
                Base::Float => format!("clamp({raw}, -{FLOAT_BOUND}, {FLOAT_BOUND})"),
                Base::Int => format!("({raw} % 4096)"),
                Base::Uint => raw,
            }
        }
    }

    fn expr(&mut self, ty: Vector, depth: u32) -> String {
        if depth == 0 || self.chance(1, 4) {
            return self.leaf(ty);
        }
        let d = depth - 1;
        let w = ty.width;
        let name = ty.name();
        // Operations common to all bases.
        match self.below(12) {
            0 => {
                let c = self.cond(1);
                let a = self.expr(ty, d);
                let b = self.expr(ty, d);
                self.features.insert("ternary");
                return format!("({c} ? {a} : {b})");
            }
            1 if w > 1 => {
                // A constructor from parts.
                let first = 1 + self.below(w as usize - 1) as u8;
                let a = self.expr(Vector::core(ty.base(), first), d);
                let b = self.expr(Vector::core(ty.base(), w - first), d);
                return format!("{name}({a}, {b})");
            }
            2 if w < 4 => {
                // A swizzle of a wider expression.
                let wider = Vector::core(ty.base(), w + 1 + self.below(4 - w as usize) as u8);
                let e = self.expr(wider, d);
                let swizzle: String = (0..w)
                    .map(|_| SWIZZLE[self.below(wider.width as usize)])
                    .collect();
                return format!("({e}).{swizzle}");
            }
            3 => return self.conversion(ty, d),
            _ => {}
        }
        match ty.base() {
            Base::Float => self.float_op(ty, d),
            Base::Int => self.int_op(ty, d),
            Base::Uint => self.uint_op(ty, d),
        }
    }

    /// A value of `ty` converted from another base.
    fn conversion(&mut self, ty: Vector, d: u32) -> String {
        let name = ty.name();
        let uint = Vector::core(Base::Uint, ty.width);
        let int = Vector::core(Base::Int, ty.width);
        let float = Vector::core(Base::Float, ty.width);
        match (ty.base(), self.below(3)) {
            (Base::Float, 0) => {
                let e = self.expr(int, d);
                format!("({name})(({e}) % 4096)")
            }
            (Base::Float, 1) => {
                let e = self.expr(uint, d);
                format!("({name})(({e}) & 0xFFFu)")
            }
            (Base::Float, _) => {
                let e = self.expr(uint, d);
                self.features.insert("asfloat");
                format!("asfloat((({e}) & 0x007FFFFFu) | 0x3F800000u)")
            }
            (Base::Int, 0) => {
                let e = self.expr(float, d);
                format!("({name})(clamp({e}, -{FLOAT_BOUND}, {FLOAT_BOUND}))")
            }
            (Base::Int, 1) => {
                let e = self.expr(uint, d);
                format!("({name})(({e}) & 0xFFFFu)")
            }
            (Base::Int, _) => {
                let e = self.expr(float, d);
                self.features.insert("asint");
                format!("(asint({e}) >> 16)")
            }
            (Base::Uint, 0) => {
                let e = self.expr(float, d);
                format!("({name})(clamp({e}, 0.0, {FLOAT_BOUND}))")
            }
            (Base::Uint, 1) => {
                let e = self.expr(int, d);
                format!("({name})({e})")
            }
            (Base::Uint, _) => {
                let e = self.expr(float, d);
                self.features.insert("asuint");
                format!("asuint({e})")
            }
        }
    }

    fn float_op(&mut self, ty: Vector, d: u32) -> String {
        let extra = if self.exec() { 0 } else { 8 };
        match self.below(13 + extra) {
            0 | 1 => {
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                format!("({a} + {b})")
            }
            2 => {
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                format!("({a} - {b})")
            }
            3 | 4 => {
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                format!("({a} * {b})")
            }
            5 => {
                let a = self.expr(ty, d);
                let k = *self
                    .rng
                    .pick(&["2.0", "4.0", "0.5", "(-2.0)", "8.0", "3.0"]);
                format!("({a} / {k})")
            }
            6 => {
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                let f = *self.rng.pick(&["min", "max"]);
                format!("{f}({a}, {b})")
            }
            7 => {
                let a = self.expr(ty, d);
                let f = *self.rng.pick(&["abs", "floor", "frac", "ceil", "trunc"]);
                format!("{f}({a})")
            }
            8 => {
                let a = self.expr(ty, d);
                format!("sqrt(abs({a}))")
            }
            9 => {
                let a = self.expr(ty, d);
                format!("(-{a})")
            }
            10 if ty.width == 1 => {
                let width = 2 + self.below(3) as u8;
                let v = Vector::core(Base::Float, width);
                let (a, b) = (self.expr(v, d), self.expr(v, d));
                self.features.insert("dot");
                format!("dot({a}, {b})")
            }
            11 => {
                let a = self.expr(ty, d);
                let lo = float_literal(-(self.below(16) as i64));
                let hi = float_literal(self.below(16) as i64 + 1);
                format!("clamp({a}, {lo}, {hi})")
            }
            12 => {
                let a = self.expr(ty, d);
                format!("({a} * 0.25)")
            }
            // Compile mode only: intrinsics whose rounding is the implementation's.
            13 => {
                let a = self.expr(ty, d);
                let f = *self.rng.pick(&["sin", "cos", "round", "saturate", "sign"]);
                if f == "sign" {
                    format!("({})(sign({a}))", ty.name())
                } else {
                    format!("{f}({a})")
                }
            }
            14 => {
                let a = self.expr(ty, d);
                format!("exp2(clamp({a}, -8.0, 8.0))")
            }
            15 => {
                let a = self.expr(ty, d);
                format!("log2(abs({a}) + 1.0)")
            }
            16 => {
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                format!("lerp({a}, {b}, 0.25)")
            }
            17 => {
                let (a, b, c) = (self.expr(ty, d), self.expr(ty, d), self.expr(ty, d));
                format!("mad({a}, {b}, {c})")
            }
            18 => {
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                format!("step({a}, {b})")
            }
            19 => {
                let a = self.expr(ty, d);
                format!("smoothstep(0.0, 8.0, {a})")
            }
            20 if ty.width == 3 => {
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                format!("cross({a}, {b})")
            }
            20 if ty.width == 1 => {
                let width = 2 + self.below(3) as u8;
                let a = self.expr(Vector::core(Base::Float, width), d);
                format!("length({a})")
            }
            _ => {
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                format!("({a} + {b})")
            }
        }
    }

    fn int_op(&mut self, ty: Vector, d: u32) -> String {
        match self.below(12) {
            0 | 1 => {
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                format!("({a} + {b})")
            }
            2 => {
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                format!("({a} - {b})")
            }
            3 => {
                let a = self.expr(ty, d);
                let k = self.below(15) as i64 - 7;
                if k < 0 {
                    format!("({a} * ({k}))")
                } else {
                    format!("({a} * {k})")
                }
            }
            4 => {
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                let op = *self.rng.pick(&["&", "|", "^"]);
                format!("({a} {op} {b})")
            }
            5 => {
                let a = self.expr(ty, d);
                let k = self.below(8);
                format!("({a} >> {k})")
            }
            6 => {
                let a = self.expr(ty, d);
                let k = 2 + self.below(8);
                let op = *self.rng.pick(&["/", "%"]);
                format!("({a} {op} {k})")
            }
            7 => {
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                let f = *self.rng.pick(&["min", "max"]);
                format!("{f}({a}, {b})")
            }
            8 => {
                let a = self.expr(ty, d);
                format!("abs({a})")
            }
            9 => {
                let a = self.expr(ty, d);
                let k = 1 + self.below(50);
                format!("clamp({a}, -{k}, {k})")
            }
            10 => {
                let a = self.expr(ty, d);
                format!("(-{a})")
            }
            _ => {
                let a = self.expr(ty, d);
                let u = self.expr(Vector::core(Base::Uint, 1), d);
                format!("({a} >> (({u}) & 7u))")
            }
        }
    }

    fn uint_op(&mut self, ty: Vector, d: u32) -> String {
        match self.below(12) {
            0 | 1 => {
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                format!("({a} + {b})")
            }
            2 => {
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                format!("({a} - {b})")
            }
            3 => {
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                format!("({a} * {b})")
            }
            4 | 5 => {
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                let op = *self.rng.pick(&["&", "|", "^"]);
                format!("({a} {op} {b})")
            }
            6 => {
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                let op = *self.rng.pick(&["<<", ">>"]);
                format!("({a} {op} ({b} & 31u))")
            }
            7 => {
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                let op = *self.rng.pick(&["/", "%"]);
                format!("({a} {op} ({b} | 1u))")
            }
            8 => {
                let (a, b) = (self.expr(ty, d), self.expr(ty, d));
                let f = *self.rng.pick(&["min", "max"]);
                format!("{f}({a}, {b})")
            }
            9 => {
                let a = self.expr(ty, d);
                let f =
                    *self
                        .rng
                        .pick(&["countbits", "reversebits", "firstbithigh", "firstbitlow"]);
                format!("{f}({a})")
            }
            10 => {
                let a = self.expr(ty, d);
                format!("({a} * 2654435761u)")
            }
            _ => {
                let a = self.expr(ty, d);
                format!("({a} ^ h)")
            }
        }
    }
}

fn same_elem(a: Option<Elem>, b: Option<Elem>) -> bool {
    match (a, b) {
        (Some(Elem::Value(x)), Some(Elem::Value(y))) => x == y,
        (Some(Elem::Struct(x)), Some(Elem::Struct(y))) => x == y,
        _ => false,
    }
}
