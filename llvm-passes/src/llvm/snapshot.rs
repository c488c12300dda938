//! A plain-Rust copy of an LLVM module — types, constants, globals,
//! functions, blocks and instructions — for readers that translate the whole
//! module (the SPIR-V writer) and should not touch LLVM's C API themselves.
//!
//! [`ModuleSnapshot::of`] walks the module once (linear in its size): every
//! type and constant is interned once, every instruction becomes an [`InstructionSnapshot`]
//! whose operands are [`Operand`]s into the snapshot. Instructions keep their
//! raw handle only so that errors can print them ([`printed_value`]). This
//! module knows LLVM's C API and nothing about SPIR-V or intrinsic names; an
//! instruction or constant it does not model becomes `Unsupported` with
//! LLVM's text, for the reader to report.

use std::collections::HashMap;
use std::ffi::{c_char, CStr};

use llvm_sys::core::*;
use llvm_sys::prelude::{LLVMBasicBlockRef, LLVMTypeRef, LLVMValueRef};
use llvm_sys::{
    LLVMAtomicOrdering, LLVMAtomicRMWBinOp, LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate,
    LLVMTypeKind, LLVMValueKind,
};

use super::values::printed_value;
use super::walk::ModuleView;

/// An index into [`ModuleSnapshot::types`].
pub type TypeId = u32;
/// An index into [`ModuleSnapshot::constants`].
pub type ConstantId = u32;
/// An index into [`ModuleSnapshot::globals`].
pub type GlobalId = u32;
/// An index into [`ModuleSnapshot::functions`].
pub type FunctionId = u32;
/// An index into a function's [`FunctionSnapshot::instructions`].
pub type InstructionId = u32;
/// An index into a function's [`FunctionSnapshot::blocks`].
pub type BlockId = u32;

/// A type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum IrTy {
    Void,
    Int(u32),
    Half,
    Float,
    Double,
    Pointer {
        address_space: u32,
    },
    Vector {
        element: TypeId,
        count: u32,
    },
    Array {
        element: TypeId,
        count: u64,
    },
    Struct {
        name: Option<String>,
        fields: Vec<TypeId>,
        packed: bool,
    },
    Target {
        name: String,
        types: Vec<TypeId>,
        ints: Vec<u32>,
    },
    Label,
    Function,
    Other(String),
}

/// A value an instruction uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    Constant(ConstantId),
    Global(GlobalId),
    Function(FunctionId),
    Argument(u32),
    Instruction(InstructionId),
    Block(BlockId),
    /// Metadata, inline asm and other values the snapshot does not model.
    Unsupported,
}

/// A constant.
#[derive(Clone, Debug, PartialEq)]
pub enum Constant {
    /// An integer, zero-extended to 64 bits (wider integers are `Unsupported`).
    Int {
        ty: TypeId,
        value: u64,
    },
    Float {
        ty: TypeId,
        value: f64,
    },
    /// `zeroinitializer` or `null`.
    Zero {
        ty: TypeId,
    },
    Undef {
        ty: TypeId,
    },
    Poison {
        ty: TypeId,
    },
    /// A struct, array or vector constant, element by element.
    Aggregate {
        ty: TypeId,
        elements: Vec<Operand>,
    },
    /// A constant expression, as the instruction it computes.
    Expression {
        ty: TypeId,
        kind: Box<InstKind>,
    },
    Unsupported {
        ty: TypeId,
        text: String,
    },
}

impl Constant {
    pub fn ty(&self) -> TypeId {
        match self {
            Constant::Int { ty, .. }
            | Constant::Float { ty, .. }
            | Constant::Zero { ty }
            | Constant::Undef { ty }
            | Constant::Poison { ty }
            | Constant::Aggregate { ty, .. }
            | Constant::Expression { ty, .. }
            | Constant::Unsupported { ty, .. } => *ty,
        }
    }
}

/// A global variable.
#[derive(Clone, Debug)]
pub struct GlobalSnapshot {
    pub name: String,
    /// The type of the value the global holds.
    pub value_type: TypeId,
    pub address_space: u32,
    pub initializer: Option<Operand>,
    pub is_constant: bool,
}

/// A function, declared or defined.
#[derive(Clone, Debug)]
pub struct FunctionSnapshot {
    pub name: String,
    pub return_type: TypeId,
    pub parameter_types: Vec<TypeId>,
    /// String attributes of the function (`"hlsl.shader"`, `"hlsl.numthreads"`).
    pub attributes: Vec<(String, String)>,
    /// Empty for a declaration.
    pub blocks: Vec<BlockSnapshot>,
    pub instructions: Vec<InstructionSnapshot>,
    pub raw: LLVMValueRef,
}

impl FunctionSnapshot {
    pub fn is_declaration(&self) -> bool {
        self.blocks.is_empty()
    }

    pub fn attribute(&self, key: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(name, _)| name == key)
            .map(|(_, value)| value.as_str())
    }
}

/// A basic block: its instructions in order, the terminator last.
#[derive(Clone, Debug)]
pub struct BlockSnapshot {
    pub name: String,
    pub instructions: Vec<InstructionId>,
    /// What the terminator's control-flow metadata asks for.
    pub control: TerminatorControl,
}

/// Control hints of a block's terminator, from its metadata: `!llvm.loop`
/// (on a loop's back edge) and `!hlsl.controlflow.hint` (on a conditional
/// branch or switch), as clang and texel's front end attach them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TerminatorControl {
    /// `Some(true)`: unroll (`llvm.loop.unroll.full`, `.count`, `.enable`);
    /// `Some(false)`: `llvm.loop.unroll.disable`.
    pub unroll: Option<bool>,
    /// `Some(true)`: `[flatten]` (hint 2); `Some(false)`: `[branch]` (hint 1).
    pub flatten: Option<bool>,
    /// For a loop header: the `unroll` hint of a back edge to it (a hinted
    /// terminator's successor that does not come after it in layout order).
    pub header_unroll: Option<bool>,
}

/// Gives each loop header the unroll hint of its back edge. Linear in the
/// number of blocks.
fn mark_loop_headers(blocks: &mut [BlockSnapshot], instructions: &[InstructionSnapshot]) {
    for latch in 0..blocks.len() {
        let Some(unroll) = blocks[latch].control.unroll else {
            continue;
        };
        let Some(&terminator) = blocks[latch].instructions.last() else {
            continue;
        };
        for successor in instructions[terminator as usize].kind.successors() {
            if let Some(header) = blocks.get_mut(successor as usize) {
                if successor as usize <= latch {
                    header.control.header_unroll = Some(unroll);
                }
            }
        }
    }
}

impl TerminatorControl {
    /// Reads the hints of `terminator`.
    fn of(terminator: LLVMValueRef) -> TerminatorControl {
        use super::metadata::{instruction_metadata, MetadataTree};
        let unroll = instruction_metadata(terminator, "llvm.loop", 2).and_then(|loop_id| {
            let properties = loop_id.operands()?.iter().skip(1);
            properties
                .rev()
                .find_map(|property| match property.operand(0) {
                    Some(MetadataTree::String(name)) => match name.as_str() {
                        "llvm.loop.unroll.disable" => Some(false),
                        "llvm.loop.unroll.full"
                        | "llvm.loop.unroll.count"
                        | "llvm.loop.unroll.enable" => Some(true),
                        _ => None,
                    },
                    _ => None,
                })
        });
        let flatten = instruction_metadata(terminator, "hlsl.controlflow.hint", 1).and_then(
            |hint| match hint.operand(1).and_then(MetadataTree::as_int) {
                Some(1) => Some(false),
                Some(2) => Some(true),
                _ => None,
            },
        );
        TerminatorControl {
            unroll,
            flatten,
            header_unroll: None,
        }
    }
}

/// An instruction.
#[derive(Clone, Debug)]
pub struct InstructionSnapshot {
    pub ty: TypeId,
    pub name: String,
    pub kind: InstKind,
    /// For messages only ([`printed_value`]).
    pub raw: LLVMValueRef,
}

impl InstructionSnapshot {
    /// The instruction as LLVM prints it.
    pub fn printed(&self) -> String {
        printed_value(self.raw)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    FAdd,
    FSub,
    FMul,
    FDiv,
    FRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    FpTrunc,
    FpExt,
    FpToUi,
    FpToSi,
    UiToFp,
    SiToFp,
    BitCast,
    PtrToInt,
    IntToPtr,
    AddrSpaceCast,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntPredicate {
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatPredicate {
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Uno,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    True,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomicOp {
    Xchg,
    Add,
    Sub,
    And,
    Nand,
    Or,
    Xor,
    Max,
    Min,
    UMax,
    UMin,
    FAdd,
    FSub,
    FMax,
    FMin,
    Other,
}

/// What an instruction (or constant expression) does.
#[derive(Clone, Debug, PartialEq)]
pub enum InstKind {
    Binary {
        op: BinaryOp,
        left: Operand,
        right: Operand,
    },
    FNeg {
        value: Operand,
    },
    IntCompare {
        predicate: IntPredicate,
        left: Operand,
        right: Operand,
    },
    FloatCompare {
        predicate: FloatPredicate,
        left: Operand,
        right: Operand,
    },
    Cast {
        op: CastOp,
        value: Operand,
    },
    Select {
        condition: Operand,
        if_true: Operand,
        if_false: Operand,
    },
    Phi {
        incoming: Vec<(Operand, BlockId)>,
    },
    ExtractElement {
        vector: Operand,
        index: Operand,
    },
    InsertElement {
        vector: Operand,
        element: Operand,
        index: Operand,
    },
    /// `mask` lanes are `None` for poison lanes.
    ShuffleVector {
        left: Operand,
        right: Operand,
        mask: Vec<Option<u32>>,
    },
    ExtractValue {
        aggregate: Operand,
        indices: Vec<u32>,
    },
    InsertValue {
        aggregate: Operand,
        element: Operand,
        indices: Vec<u32>,
    },
    Alloca {
        allocated: TypeId,
        count: Operand,
    },
    Load {
        pointer: Operand,
        alignment: u32,
        volatile: bool,
    },
    Store {
        value: Operand,
        pointer: Operand,
        alignment: u32,
        volatile: bool,
    },
    ElementPointer {
        source: TypeId,
        base: Operand,
        indices: Vec<Operand>,
        in_bounds: bool,
    },
    Call {
        callee: Operand,
        arguments: Vec<Operand>,
    },
    AtomicRmw {
        op: AtomicOp,
        pointer: Operand,
        value: Operand,
        sequentially_consistent: bool,
    },
    CompareExchange {
        pointer: Operand,
        expected: Operand,
        replacement: Operand,
    },
    Fence,
    Freeze {
        value: Operand,
    },
    Branch {
        target: BlockId,
    },
    ConditionalBranch {
        condition: Operand,
        if_true: BlockId,
        if_false: BlockId,
    },
    Switch {
        value: Operand,
        default: BlockId,
        cases: Vec<(Operand, BlockId)>,
    },
    Return {
        value: Option<Operand>,
    },
    Unreachable,
    Unsupported {
        opcode: String,
    },
}

impl InstKind {
    /// The blocks a terminator branches to, in order (`[]` otherwise).
    pub fn successors(&self) -> Vec<BlockId> {
        match self {
            InstKind::Branch { target } => vec![*target],
            InstKind::ConditionalBranch {
                if_true, if_false, ..
            } => vec![*if_true, *if_false],
            InstKind::Switch { default, cases, .. } => std::iter::once(*default)
                .chain(cases.iter().map(|(_, block)| *block))
                .collect(),
            _ => Vec::new(),
        }
    }
}

/// The `!hlsl.cbs` entry of one cbuffer: the global that holds its handle and
/// the `addrspace(12)` globals of its members, in member order (`None` for a
/// member whose global was removed as unused).
#[derive(Clone, Debug)]
pub struct CBufferSnapshot {
    pub handle_global: GlobalId,
    pub members: Vec<Option<GlobalId>>,
}

/// The whole module.
#[derive(Clone, Debug, Default)]
pub struct ModuleSnapshot {
    pub triple: String,
    pub types: Vec<IrTy>,
    pub constants: Vec<Constant>,
    pub globals: Vec<GlobalSnapshot>,
    pub functions: Vec<FunctionSnapshot>,
    pub cbuffers: Vec<CBufferSnapshot>,
    /// The module's data layout of each sized type, by [`TypeId`].
    pub layouts: Vec<Option<TypeLayout>>,
}

/// How the module's data layout places a sized type in memory.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TypeLayout {
    /// The allocation size (the stride of an array of the type).
    pub size: u64,
    /// A struct's field offsets; empty for other types.
    pub field_offsets: Vec<u64>,
}

impl ModuleSnapshot {
    /// Copies `module` (which must be valid IR).
    pub fn of(module: ModuleView<'_>) -> ModuleSnapshot {
        let mut reader = Reader::default();
        reader.snapshot.triple = module.target_triple();
        let raw = module.as_raw();
        reader.data_layout = Some(unsafe { llvm_sys::target::LLVMGetModuleDataLayout(raw) });
        unsafe {
            let mut global = LLVMGetFirstGlobal(raw);
            while !global.is_null() {
                let id = reader.snapshot.globals.len() as GlobalId;
                reader.globals.insert(global as usize, id);
                reader.snapshot.globals.push(GlobalSnapshot {
                    name: value_name(global),
                    value_type: 0,
                    address_space: 0,
                    initializer: None,
                    is_constant: LLVMIsGlobalConstant(global) != 0,
                });
                global = LLVMGetNextGlobal(global);
            }
            let mut function = LLVMGetFirstFunction(raw);
            while !function.is_null() {
                let id = reader.snapshot.functions.len() as FunctionId;
                reader.functions.insert(function as usize, id);
                reader.snapshot.functions.push(FunctionSnapshot {
                    name: value_name(function),
                    return_type: 0,
                    parameter_types: Vec::new(),
                    attributes: Vec::new(),
                    blocks: Vec::new(),
                    instructions: Vec::new(),
                    raw: function,
                });
                function = LLVMGetNextFunction(function);
            }
            let mut global = LLVMGetFirstGlobal(raw);
            let mut index = 0;
            while !global.is_null() {
                let value_type = reader.ty(LLVMGlobalGetValueType(global));
                let address_space = LLVMGetPointerAddressSpace(LLVMTypeOf(global));
                let initializer = LLVMGetInitializer(global);
                let initializer = (!initializer.is_null()).then(|| reader.operand(initializer));
                let entry = &mut reader.snapshot.globals[index];
                entry.value_type = value_type;
                entry.address_space = address_space;
                entry.initializer = initializer;
                index += 1;
                global = LLVMGetNextGlobal(global);
            }
            let mut function = LLVMGetFirstFunction(raw);
            let mut index = 0;
            while !function.is_null() {
                reader.function(function, index);
                index += 1;
                function = LLVMGetNextFunction(function);
            }
        }
        reader.cbuffers(module);
        reader.snapshot
    }

    pub fn ty(&self, id: TypeId) -> &IrTy {
        &self.types[id as usize]
    }

    /// The data layout of a sized type.
    pub fn layout(&self, id: TypeId) -> Option<&TypeLayout> {
        self.layouts.get(id as usize).and_then(Option::as_ref)
    }

    pub fn constant(&self, id: ConstantId) -> &Constant {
        &self.constants[id as usize]
    }

    /// The function called `name`.
    pub fn function_named(&self, name: &str) -> Option<FunctionId> {
        self.functions
            .iter()
            .position(|function| function.name == name)
            .map(|index| index as FunctionId)
    }
}

#[derive(Default)]
struct Reader {
    snapshot: ModuleSnapshot,
    data_layout: Option<llvm_sys::target::LLVMTargetDataRef>,
    types: HashMap<usize, TypeId>,
    interned_types: HashMap<IrTy, TypeId>,
    constants: HashMap<usize, ConstantId>,
    globals: HashMap<usize, GlobalId>,
    functions: HashMap<usize, FunctionId>,
    /// Per function being read.
    instructions: HashMap<usize, InstructionId>,
    blocks: HashMap<usize, BlockId>,
    arguments: HashMap<usize, u32>,
}

fn value_name(value: LLVMValueRef) -> String {
    let mut length = 0;
    unsafe {
        let name = LLVMGetValueName2(value, &mut length);
        if name.is_null() {
            return String::new();
        }
        String::from_utf8_lossy(std::slice::from_raw_parts(name as *const u8, length)).into_owned()
    }
}

unsafe fn c_text(text: *const c_char) -> String {
    if text.is_null() {
        String::new()
    } else {
        CStr::from_ptr(text).to_string_lossy().into_owned()
    }
}

impl Reader {
    fn intern(&mut self, ty: IrTy) -> TypeId {
        if let Some(id) = self.interned_types.get(&ty) {
            return *id;
        }
        let id = self.snapshot.types.len() as TypeId;
        self.snapshot.types.push(ty.clone());
        self.interned_types.insert(ty, id);
        id
    }

    fn ty(&mut self, raw: LLVMTypeRef) -> TypeId {
        if let Some(id) = self.types.get(&(raw as usize)) {
            return *id;
        }
        let ty = unsafe {
            match LLVMGetTypeKind(raw) {
                LLVMTypeKind::LLVMVoidTypeKind => IrTy::Void,
                LLVMTypeKind::LLVMIntegerTypeKind => IrTy::Int(LLVMGetIntTypeWidth(raw)),
                LLVMTypeKind::LLVMHalfTypeKind => IrTy::Half,
                LLVMTypeKind::LLVMFloatTypeKind => IrTy::Float,
                LLVMTypeKind::LLVMDoubleTypeKind => IrTy::Double,
                LLVMTypeKind::LLVMPointerTypeKind => IrTy::Pointer {
                    address_space: LLVMGetPointerAddressSpace(raw),
                },
                LLVMTypeKind::LLVMVectorTypeKind => IrTy::Vector {
                    element: self.ty(LLVMGetElementType(raw)),
                    count: LLVMGetVectorSize(raw),
                },
                LLVMTypeKind::LLVMArrayTypeKind => IrTy::Array {
                    element: self.ty(LLVMGetElementType(raw)),
                    count: LLVMGetArrayLength2(raw),
                },
                LLVMTypeKind::LLVMStructTypeKind => {
                    let count = LLVMCountStructElementTypes(raw);
                    let fields = (0..count)
                        .map(|index| self.ty(LLVMStructGetTypeAtIndex(raw, index)))
                        .collect();
                    let name = LLVMGetStructName(raw);
                    IrTy::Struct {
                        name: (!name.is_null()).then(|| c_text(name)),
                        fields,
                        packed: LLVMIsPackedStruct(raw) != 0,
                    }
                }
                LLVMTypeKind::LLVMTargetExtTypeKind => {
                    let name = c_text(LLVMGetTargetExtTypeName(raw));
                    let types = (0..LLVMGetTargetExtTypeNumTypeParams(raw))
                        .map(|index| self.ty(LLVMGetTargetExtTypeTypeParam(raw, index)))
                        .collect();
                    let ints = (0..LLVMGetTargetExtTypeNumIntParams(raw))
                        .map(|index| LLVMGetTargetExtTypeIntParam(raw, index))
                        .collect();
                    IrTy::Target { name, types, ints }
                }
                LLVMTypeKind::LLVMLabelTypeKind => IrTy::Label,
                LLVMTypeKind::LLVMFunctionTypeKind => IrTy::Function,
                _ => IrTy::Other(super::data_layout::printed_type(raw)),
            }
        };
        let id = self.intern(ty);
        self.types.insert(raw as usize, id);
        if self.snapshot.layouts.len() <= id as usize {
            self.snapshot.layouts.resize(id as usize + 1, None);
        }
        if self.snapshot.layouts[id as usize].is_none() {
            self.snapshot.layouts[id as usize] = unsafe { self.type_layout(raw) };
        }
        id
    }

    unsafe fn type_layout(&self, raw: LLVMTypeRef) -> Option<TypeLayout> {
        use llvm_sys::target::{LLVMABISizeOfType, LLVMOffsetOfElement};
        let data_layout = self.data_layout?;
        let kind = LLVMGetTypeKind(raw);
        if matches!(
            kind,
            LLVMTypeKind::LLVMVoidTypeKind
                | LLVMTypeKind::LLVMLabelTypeKind
                | LLVMTypeKind::LLVMFunctionTypeKind
                | LLVMTypeKind::LLVMTargetExtTypeKind
                | LLVMTypeKind::LLVMMetadataTypeKind
                | LLVMTypeKind::LLVMTokenTypeKind
        ) || LLVMTypeIsSized(raw) == 0
        {
            return None;
        }
        let field_offsets = if kind == LLVMTypeKind::LLVMStructTypeKind {
            (0..LLVMCountStructElementTypes(raw))
                .map(|index| LLVMOffsetOfElement(data_layout, raw, index))
                .collect()
        } else {
            Vec::new()
        };
        Some(TypeLayout {
            size: LLVMABISizeOfType(data_layout, raw),
            field_offsets,
        })
    }

    fn operand(&mut self, value: LLVMValueRef) -> Operand {
        let key = value as usize;
        if let Some(id) = self.instructions.get(&key) {
            return Operand::Instruction(*id);
        }
        if let Some(id) = self.arguments.get(&key) {
            return Operand::Argument(*id);
        }
        if let Some(id) = self.globals.get(&key) {
            return Operand::Global(*id);
        }
        if let Some(id) = self.functions.get(&key) {
            return Operand::Function(*id);
        }
        if let Some(id) = self.constants.get(&key) {
            return Operand::Constant(*id);
        }
        unsafe {
            if LLVMValueIsBasicBlock(value) != 0 {
                let block = LLVMValueAsBasicBlock(value);
                return match self.blocks.get(&(block as usize)) {
                    Some(id) => Operand::Block(*id),
                    None => Operand::Unsupported,
                };
            }
            if LLVMIsConstant(value) != 0 {
                return Operand::Constant(self.constant(value));
            }
        }
        Operand::Unsupported
    }

    fn constant(&mut self, value: LLVMValueRef) -> ConstantId {
        let constant = unsafe { self.read_constant(value) };
        let id = self.snapshot.constants.len() as ConstantId;
        self.snapshot.constants.push(constant);
        self.constants.insert(value as usize, id);
        id
    }

    unsafe fn read_constant(&mut self, value: LLVMValueRef) -> Constant {
        let ty = self.ty(LLVMTypeOf(value));
        match LLVMGetValueKind(value) {
            LLVMValueKind::LLVMConstantIntValueKind => {
                if LLVMGetIntTypeWidth(LLVMTypeOf(value)) > 64 {
                    return Constant::Unsupported {
                        ty,
                        text: printed_value(value),
                    };
                }
                Constant::Int {
                    ty,
                    value: LLVMConstIntGetZExtValue(value),
                }
            }
            LLVMValueKind::LLVMConstantFPValueKind => {
                let mut loses_info = 0;
                Constant::Float {
                    ty,
                    value: LLVMConstRealGetDouble(value, &mut loses_info),
                }
            }
            LLVMValueKind::LLVMConstantAggregateZeroValueKind
            | LLVMValueKind::LLVMConstantPointerNullValueKind => Constant::Zero { ty },
            LLVMValueKind::LLVMUndefValueValueKind => Constant::Undef { ty },
            LLVMValueKind::LLVMPoisonValueKind => Constant::Poison { ty },
            LLVMValueKind::LLVMConstantArrayValueKind
            | LLVMValueKind::LLVMConstantStructValueKind
            | LLVMValueKind::LLVMConstantVectorValueKind
            | LLVMValueKind::LLVMConstantDataArrayValueKind
            | LLVMValueKind::LLVMConstantDataVectorValueKind => {
                let count = match &self.snapshot.types[ty as usize] {
                    IrTy::Struct { fields, .. } => fields.len() as u64,
                    IrTy::Array { count, .. } => *count,
                    IrTy::Vector { count, .. } => u64::from(*count),
                    _ => 0,
                };
                let mut elements = Vec::with_capacity(count as usize);
                for index in 0..count {
                    let element = LLVMGetAggregateElement(value, index as u32);
                    if element.is_null() {
                        return Constant::Unsupported {
                            ty,
                            text: printed_value(value),
                        };
                    }
                    elements.push(self.operand(element));
                }
                Constant::Aggregate { ty, elements }
            }
            LLVMValueKind::LLVMConstantExprValueKind => {
                let kind = self.inst_kind(value, LLVMGetConstOpcode(value));
                Constant::Expression {
                    ty,
                    kind: Box::new(kind),
                }
            }
            _ => Constant::Unsupported {
                ty,
                text: printed_value(value),
            },
        }
    }

    unsafe fn function(&mut self, function: LLVMValueRef, index: usize) {
        self.instructions.clear();
        self.blocks.clear();
        self.arguments.clear();
        let function_type = LLVMGlobalGetValueType(function);
        let return_type = self.ty(LLVMGetReturnType(function_type));
        let parameter_count = LLVMCountParamTypes(function_type);
        let mut raw_parameters = vec![std::ptr::null_mut(); parameter_count as usize];
        LLVMGetParamTypes(function_type, raw_parameters.as_mut_ptr());
        let parameter_types = raw_parameters.into_iter().map(|ty| self.ty(ty)).collect();
        let mut attributes = Vec::new();
        let function_index = llvm_sys::LLVMAttributeFunctionIndex;
        let count = LLVMGetAttributeCountAtIndex(function, function_index);
        if count > 0 {
            let mut raw = vec![std::ptr::null_mut(); count as usize];
            LLVMGetAttributesAtIndex(function, function_index, raw.as_mut_ptr());
            for attribute in raw {
                if LLVMIsStringAttribute(attribute) == 0 {
                    continue;
                }
                let mut key_length = 0;
                let key = LLVMGetStringAttributeKind(attribute, &mut key_length);
                let mut value_length = 0;
                let value = LLVMGetStringAttributeValue(attribute, &mut value_length);
                let text = |text: *const c_char, length: u32| {
                    if text.is_null() {
                        String::new()
                    } else {
                        String::from_utf8_lossy(std::slice::from_raw_parts(
                            text as *const u8,
                            length as usize,
                        ))
                        .into_owned()
                    }
                };
                attributes.push((text(key, key_length), text(value, value_length)));
            }
        }
        for argument in 0..LLVMCountParams(function) {
            self.arguments
                .insert(LLVMGetParam(function, argument) as usize, argument);
        }
        // Number blocks and instructions first: operands may refer forward.
        let mut raw_blocks: Vec<LLVMBasicBlockRef> = Vec::new();
        let mut block = LLVMGetFirstBasicBlock(function);
        let mut raw_instructions: Vec<LLVMValueRef> = Vec::new();
        let mut blocks = Vec::new();
        while !block.is_null() {
            self.blocks
                .insert(block as usize, raw_blocks.len() as BlockId);
            raw_blocks.push(block);
            let mut members = Vec::new();
            let mut instruction = LLVMGetFirstInstruction(block);
            while !instruction.is_null() {
                let id = raw_instructions.len() as InstructionId;
                self.instructions.insert(instruction as usize, id);
                raw_instructions.push(instruction);
                members.push(id);
                instruction = LLVMGetNextInstruction(instruction);
            }
            let terminator = LLVMGetBasicBlockTerminator(block);
            blocks.push(BlockSnapshot {
                name: value_name(LLVMBasicBlockAsValue(block)),
                instructions: members,
                control: if terminator.is_null() {
                    TerminatorControl::default()
                } else {
                    TerminatorControl::of(terminator)
                },
            });
            block = LLVMGetNextBasicBlock(block);
        }
        let mut instructions = Vec::with_capacity(raw_instructions.len());
        for raw in raw_instructions {
            let ty = self.ty(LLVMTypeOf(raw));
            let kind = self.inst_kind(raw, LLVMGetInstructionOpcode(raw));
            instructions.push(InstructionSnapshot {
                ty,
                name: value_name(raw),
                kind,
                raw,
            });
        }
        mark_loop_headers(&mut blocks, &instructions);
        let entry = &mut self.snapshot.functions[index];
        entry.return_type = return_type;
        entry.parameter_types = parameter_types;
        entry.attributes = attributes;
        entry.blocks = blocks;
        entry.instructions = instructions;
    }

    fn block_of(&mut self, value: LLVMValueRef) -> BlockId {
        unsafe {
            let block = if LLVMValueIsBasicBlock(value) != 0 {
                LLVMValueAsBasicBlock(value)
            } else {
                return BlockId::MAX;
            };
            self.blocks
                .get(&(block as usize))
                .copied()
                .unwrap_or(BlockId::MAX)
        }
    }

    /// Reads an instruction or a constant expression with opcode `opcode`.
    unsafe fn inst_kind(&mut self, value: LLVMValueRef, opcode: LLVMOpcode) -> InstKind {
        use LLVMOpcode::*;
        let operand =
            |reader: &mut Reader, index: u32| reader.operand(LLVMGetOperand(value, index));
        let binary = |reader: &mut Reader, op: BinaryOp| InstKind::Binary {
            op,
            left: operand(reader, 0),
            right: operand(reader, 1),
        };
        let cast = |reader: &mut Reader, op: CastOp| InstKind::Cast {
            op,
            value: operand(reader, 0),
        };
        let is_instruction = !LLVMIsAInstruction(value).is_null();
        match opcode {
            LLVMAdd => binary(self, BinaryOp::Add),
            LLVMSub => binary(self, BinaryOp::Sub),
            LLVMMul => binary(self, BinaryOp::Mul),
            LLVMUDiv => binary(self, BinaryOp::UDiv),
            LLVMSDiv => binary(self, BinaryOp::SDiv),
            LLVMURem => binary(self, BinaryOp::URem),
            LLVMSRem => binary(self, BinaryOp::SRem),
            LLVMFAdd => binary(self, BinaryOp::FAdd),
            LLVMFSub => binary(self, BinaryOp::FSub),
            LLVMFMul => binary(self, BinaryOp::FMul),
            LLVMFDiv => binary(self, BinaryOp::FDiv),
            LLVMFRem => binary(self, BinaryOp::FRem),
            LLVMShl => binary(self, BinaryOp::Shl),
            LLVMLShr => binary(self, BinaryOp::LShr),
            LLVMAShr => binary(self, BinaryOp::AShr),
            LLVMAnd => binary(self, BinaryOp::And),
            LLVMOr => binary(self, BinaryOp::Or),
            LLVMXor => binary(self, BinaryOp::Xor),
            LLVMFNeg => InstKind::FNeg {
                value: operand(self, 0),
            },
            LLVMTrunc => cast(self, CastOp::Trunc),
            LLVMZExt => cast(self, CastOp::ZExt),
            LLVMSExt => cast(self, CastOp::SExt),
            LLVMFPTrunc => cast(self, CastOp::FpTrunc),
            LLVMFPExt => cast(self, CastOp::FpExt),
            LLVMFPToUI => cast(self, CastOp::FpToUi),
            LLVMFPToSI => cast(self, CastOp::FpToSi),
            LLVMUIToFP => cast(self, CastOp::UiToFp),
            LLVMSIToFP => cast(self, CastOp::SiToFp),
            LLVMBitCast => cast(self, CastOp::BitCast),
            LLVMPtrToInt => cast(self, CastOp::PtrToInt),
            LLVMIntToPtr => cast(self, CastOp::IntToPtr),
            LLVMAddrSpaceCast => cast(self, CastOp::AddrSpaceCast),
            LLVMICmp => InstKind::IntCompare {
                predicate: int_predicate(LLVMGetICmpPredicate(value)),
                left: operand(self, 0),
                right: operand(self, 1),
            },
            LLVMFCmp => InstKind::FloatCompare {
                predicate: float_predicate(LLVMGetFCmpPredicate(value)),
                left: operand(self, 0),
                right: operand(self, 1),
            },
            LLVMSelect => InstKind::Select {
                condition: operand(self, 0),
                if_true: operand(self, 1),
                if_false: operand(self, 2),
            },
            LLVMPHI => {
                let count = LLVMCountIncoming(value);
                let incoming = (0..count)
                    .map(|index| {
                        let incoming_value = self.operand(LLVMGetIncomingValue(value, index));
                        let block = LLVMGetIncomingBlock(value, index);
                        let block = self
                            .blocks
                            .get(&(block as usize))
                            .copied()
                            .unwrap_or(BlockId::MAX);
                        (incoming_value, block)
                    })
                    .collect();
                InstKind::Phi { incoming }
            }
            LLVMExtractElement => InstKind::ExtractElement {
                vector: operand(self, 0),
                index: operand(self, 1),
            },
            LLVMInsertElement => InstKind::InsertElement {
                vector: operand(self, 0),
                element: operand(self, 1),
                index: operand(self, 2),
            },
            LLVMShuffleVector if is_instruction => {
                let count = LLVMGetNumMaskElements(value);
                let undef = LLVMGetUndefMaskElem();
                let mask = (0..count)
                    .map(|index| {
                        let lane = LLVMGetMaskValue(value, index);
                        (lane != undef && lane >= 0).then_some(lane as u32)
                    })
                    .collect();
                InstKind::ShuffleVector {
                    left: operand(self, 0),
                    right: operand(self, 1),
                    mask,
                }
            }
            LLVMExtractValue | LLVMInsertValue if is_instruction => {
                let count = LLVMGetNumIndices(value);
                let raw = LLVMGetIndices(value);
                let indices = if raw.is_null() {
                    Vec::new()
                } else {
                    std::slice::from_raw_parts(raw, count as usize).to_vec()
                };
                if opcode == LLVMExtractValue {
                    InstKind::ExtractValue {
                        aggregate: operand(self, 0),
                        indices,
                    }
                } else {
                    InstKind::InsertValue {
                        aggregate: operand(self, 0),
                        element: operand(self, 1),
                        indices,
                    }
                }
            }
            LLVMAlloca => InstKind::Alloca {
                allocated: self.ty(LLVMGetAllocatedType(value)),
                count: operand(self, 0),
            },
            LLVMLoad => InstKind::Load {
                pointer: operand(self, 0),
                alignment: LLVMGetAlignment(value),
                volatile: LLVMGetVolatile(value) != 0,
            },
            LLVMStore => InstKind::Store {
                value: operand(self, 0),
                pointer: operand(self, 1),
                alignment: LLVMGetAlignment(value),
                volatile: LLVMGetVolatile(value) != 0,
            },
            LLVMGetElementPtr => {
                let count = LLVMGetNumOperands(value) as u32;
                InstKind::ElementPointer {
                    source: self.ty(LLVMGetGEPSourceElementType(value)),
                    base: operand(self, 0),
                    indices: (1..count).map(|index| operand(self, index)).collect(),
                    in_bounds: LLVMIsInBounds(value) != 0,
                }
            }
            LLVMCall if is_instruction => {
                let count = LLVMGetNumArgOperands(value);
                InstKind::Call {
                    callee: self.operand(LLVMGetCalledValue(value)),
                    arguments: (0..count).map(|index| operand(self, index)).collect(),
                }
            }
            LLVMAtomicRMW if is_instruction => InstKind::AtomicRmw {
                op: atomic_op(LLVMGetAtomicRMWBinOp(value)),
                pointer: operand(self, 0),
                value: operand(self, 1),
                sequentially_consistent: LLVMGetOrdering(value)
                    == LLVMAtomicOrdering::LLVMAtomicOrderingSequentiallyConsistent,
            },
            LLVMAtomicCmpXchg if is_instruction => InstKind::CompareExchange {
                pointer: operand(self, 0),
                expected: operand(self, 1),
                replacement: operand(self, 2),
            },
            LLVMFence => InstKind::Fence,
            LLVMFreeze => InstKind::Freeze {
                value: operand(self, 0),
            },
            LLVMBr if is_instruction => {
                if LLVMIsConditional(value) != 0 {
                    InstKind::ConditionalBranch {
                        condition: self.operand(LLVMGetCondition(value)),
                        if_true: self.successor(value, 0),
                        if_false: self.successor(value, 1),
                    }
                } else {
                    InstKind::Branch {
                        target: self.successor(value, 0),
                    }
                }
            }
            LLVMSwitch if is_instruction => {
                let count = LLVMGetNumOperands(value) as u32;
                let cases = (1..count / 2)
                    .map(|case| {
                        let case_value = operand(self, case * 2);
                        let target = self.block_of(LLVMGetOperand(value, case * 2 + 1));
                        (case_value, target)
                    })
                    .collect();
                InstKind::Switch {
                    value: operand(self, 0),
                    default: self.block_of(LLVMGetOperand(value, 1)),
                    cases,
                }
            }
            LLVMRet if is_instruction => InstKind::Return {
                value: (LLVMGetNumOperands(value) > 0).then(|| operand(self, 0)),
            },
            LLVMUnreachable => InstKind::Unreachable,
            other => InstKind::Unsupported {
                opcode: format!("{other:?}")
                    .trim_start_matches("LLVM")
                    .to_ascii_lowercase(),
            },
        }
    }

    unsafe fn successor(&mut self, terminator: LLVMValueRef, index: u32) -> BlockId {
        let block = LLVMGetSuccessor(terminator, index);
        self.blocks
            .get(&(block as usize))
            .copied()
            .unwrap_or(BlockId::MAX)
    }

    /// Reads `!hlsl.cbs`: `!{ptr @cb.handle, ptr addrspace(12) @member, …}`.
    fn cbuffers(&mut self, module: ModuleView<'_>) {
        let Some(entries) = module.named_metadata_values("hlsl.cbs") else {
            return;
        };
        for entry in entries {
            let mut values = entry.into_iter();
            let Some(Some(handle)) = values.next() else {
                continue;
            };
            let Some(handle_global) = self.globals.get(&(handle as usize)).copied() else {
                continue;
            };
            let members = values
                .map(|value| value.and_then(|value| self.globals.get(&(value as usize)).copied()))
                .collect();
            self.snapshot.cbuffers.push(CBufferSnapshot {
                handle_global,
                members,
            });
        }
    }
}

fn int_predicate(predicate: LLVMIntPredicate) -> IntPredicate {
    use LLVMIntPredicate::*;
    match predicate {
        LLVMIntEQ => IntPredicate::Eq,
        LLVMIntNE => IntPredicate::Ne,
        LLVMIntUGT => IntPredicate::Ugt,
        LLVMIntUGE => IntPredicate::Uge,
        LLVMIntULT => IntPredicate::Ult,
        LLVMIntULE => IntPredicate::Ule,
        LLVMIntSGT => IntPredicate::Sgt,
        LLVMIntSGE => IntPredicate::Sge,
        LLVMIntSLT => IntPredicate::Slt,
        LLVMIntSLE => IntPredicate::Sle,
    }
}

fn float_predicate(predicate: LLVMRealPredicate) -> FloatPredicate {
    use LLVMRealPredicate::*;
    match predicate {
        LLVMRealPredicateFalse => FloatPredicate::False,
        LLVMRealOEQ => FloatPredicate::Oeq,
        LLVMRealOGT => FloatPredicate::Ogt,
        LLVMRealOGE => FloatPredicate::Oge,
        LLVMRealOLT => FloatPredicate::Olt,
        LLVMRealOLE => FloatPredicate::Ole,
        LLVMRealONE => FloatPredicate::One,
        LLVMRealORD => FloatPredicate::Ord,
        LLVMRealUNO => FloatPredicate::Uno,
        LLVMRealUEQ => FloatPredicate::Ueq,
        LLVMRealUGT => FloatPredicate::Ugt,
        LLVMRealUGE => FloatPredicate::Uge,
        LLVMRealULT => FloatPredicate::Ult,
        LLVMRealULE => FloatPredicate::Ule,
        LLVMRealUNE => FloatPredicate::Une,
        LLVMRealPredicateTrue => FloatPredicate::True,
    }
}

fn atomic_op(op: LLVMAtomicRMWBinOp) -> AtomicOp {
    use LLVMAtomicRMWBinOp::*;
    match op {
        LLVMAtomicRMWBinOpXchg => AtomicOp::Xchg,
        LLVMAtomicRMWBinOpAdd => AtomicOp::Add,
        LLVMAtomicRMWBinOpSub => AtomicOp::Sub,
        LLVMAtomicRMWBinOpAnd => AtomicOp::And,
        LLVMAtomicRMWBinOpNand => AtomicOp::Nand,
        LLVMAtomicRMWBinOpOr => AtomicOp::Or,
        LLVMAtomicRMWBinOpXor => AtomicOp::Xor,
        LLVMAtomicRMWBinOpMax => AtomicOp::Max,
        LLVMAtomicRMWBinOpMin => AtomicOp::Min,
        LLVMAtomicRMWBinOpUMax => AtomicOp::UMax,
        LLVMAtomicRMWBinOpUMin => AtomicOp::UMin,
        LLVMAtomicRMWBinOpFAdd => AtomicOp::FAdd,
        LLVMAtomicRMWBinOpFSub => AtomicOp::FSub,
        LLVMAtomicRMWBinOpFMax => AtomicOp::FMax,
        LLVMAtomicRMWBinOpFMin => AtomicOp::FMin,
        _ => AtomicOp::Other,
    }
}

/// A type as LLVM would print it, roughly (for messages).
pub fn describe_type(snapshot: &ModuleSnapshot, ty: TypeId) -> String {
    match snapshot.ty(ty) {
        IrTy::Void => "void".to_string(),
        IrTy::Int(bits) => format!("i{bits}"),
        IrTy::Half => "half".to_string(),
        IrTy::Float => "float".to_string(),
        IrTy::Double => "double".to_string(),
        IrTy::Pointer { address_space: 0 } => "ptr".to_string(),
        IrTy::Pointer { address_space } => format!("ptr addrspace({address_space})"),
        IrTy::Vector { element, count } => {
            format!("<{count} x {}>", describe_type(snapshot, *element))
        }
        IrTy::Array { element, count } => {
            format!("[{count} x {}]", describe_type(snapshot, *element))
        }
        IrTy::Struct {
            name: Some(name), ..
        } => format!("%{name}"),
        IrTy::Struct { fields, .. } => format!(
            "{{ {} }}",
            fields
                .iter()
                .map(|field| describe_type(snapshot, *field))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        IrTy::Target { name, .. } => format!("target(\"{name}\")"),
        IrTy::Label => "label".to_string(),
        IrTy::Function => "function".to_string(),
        IrTy::Other(text) => text.clone(),
    }
}
