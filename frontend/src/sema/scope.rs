//! Symbols: what a name means at global scope ([`GlobalScope`]) and inside the
//! function being analysed ([`FunctionContext`], nested block scopes).

use std::collections::HashMap;

use crate::span::Span;
use crate::types::{StructId, Type};

use super::hir::{CBufferId, ConstValue, FunctionId, LocalId, LocalVar, ResourceId, StaticId};

/// What a global name refers to.
#[derive(Clone, Debug)]
pub enum GlobalSymbol {
    Resource(ResourceId),
    CBufferMember(CBufferId, usize),
    Static(StaticId),
    /// A `static const` scalar or vector, folded at every use.
    Constant(ConstValue, Type),
    Functions(Vec<FunctionId>),
    Struct(StructId),
    Typedef(Type),
}

#[derive(Clone, Debug, Default)]
pub struct GlobalScope {
    symbols: HashMap<String, (GlobalSymbol, Span)>,
}

impl GlobalScope {
    pub fn get(&self, name: &str) -> Option<&GlobalSymbol> {
        self.symbols.get(name).map(|(symbol, _)| symbol)
    }

    /// Where `name` was declared (the first declaration of an overload set).
    pub fn span_of(&self, name: &str) -> Option<Span> {
        self.symbols.get(name).map(|(_, span)| *span)
    }

    /// Adds a symbol; returns the span of a previous one of that name.
    pub fn insert(&mut self, name: &str, symbol: GlobalSymbol, span: Span) -> Result<(), Span> {
        if let Some((_, previous)) = self.symbols.get(name) {
            return Err(*previous);
        }
        self.symbols.insert(name.to_string(), (symbol, span));
        Ok(())
    }

    /// Adds an overload to the set of `name`.
    pub fn add_function(&mut self, name: &str, id: FunctionId, span: Span) -> Result<(), Span> {
        match self.symbols.get_mut(name) {
            Some((GlobalSymbol::Functions(ids), _)) => {
                ids.push(id);
                Ok(())
            }
            Some((_, previous)) => Err(*previous),
            None => {
                self.symbols
                    .insert(name.to_string(), (GlobalSymbol::Functions(vec![id]), span));
                Ok(())
            }
        }
    }
}

/// The function being analysed.
#[derive(Clone, Debug)]
pub struct FunctionContext {
    pub id: FunctionId,
    pub return_type: Type,
    pub locals: Vec<LocalVar>,
    /// Locals and parameters declared `const`, with the span of their name.
    pub const_locals: HashMap<LocalId, Span>,
    /// The local variables (and `static` locals) by name, innermost block
    /// last.
    scopes: Vec<HashMap<String, LocalSymbol>>,
    pub loop_depth: u32,
    pub switch_depth: u32,
    /// In a member function: the struct and the local holding `this`.
    pub this: Option<(StructId, LocalId)>,
}

/// What a name declared inside a function means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LocalSymbol {
    Local(LocalId),
    /// A `static` local: a private global initialised once.
    Static(StaticId),
}

impl FunctionContext {
    pub fn new(id: FunctionId, return_type: Type) -> FunctionContext {
        FunctionContext {
            id,
            return_type,
            locals: Vec::new(),
            const_locals: HashMap::new(),
            scopes: vec![HashMap::new()],
            loop_depth: 0,
            switch_depth: 0,
            this: None,
        }
    }

    pub fn push_scope(&mut self) {
        self.scopes.push(HashMap::new());
    }

    pub fn pop_scope(&mut self) {
        if self.scopes.len() > 1 {
            self.scopes.pop();
        }
    }

    /// The local variable `name` refers to, innermost block first.
    pub fn lookup(&self, name: &str) -> Option<LocalId> {
        match self.lookup_symbol(name)? {
            LocalSymbol::Local(id) => Some(id),
            LocalSymbol::Static(_) => None,
        }
    }

    /// The `static` local `name` refers to (unless a local hides it).
    pub fn lookup_static(&self, name: &str) -> Option<StaticId> {
        match self.lookup_symbol(name)? {
            LocalSymbol::Static(id) => Some(id),
            LocalSymbol::Local(_) => None,
        }
    }

    fn lookup_symbol(&self, name: &str) -> Option<LocalSymbol> {
        self.scopes
            .iter()
            .rev()
            .find_map(|scope| scope.get(name).copied())
    }

    /// Declares a `static` local in the innermost scope.
    pub fn declare_static(&mut self, name: &str, id: StaticId) {
        if let Some(scope) = self.scopes.last_mut() {
            scope.insert(name.to_string(), LocalSymbol::Static(id));
        }
    }

    /// Whether `name` is already declared in the innermost scope.
    pub fn declared_in_current_scope(&self, name: &str) -> bool {
        self.scopes
            .last()
            .is_some_and(|scope| scope.contains_key(name))
    }

    pub fn declare_local(&mut self, name: &str, ty: Type) -> LocalId {
        self.locals.push(LocalVar {
            name: name.to_string(),
            ty,
        });
        let id = self.locals.len() - 1;
        if let Some(scope) = self.scopes.last_mut() {
            scope.insert(name.to_string(), LocalSymbol::Local(id));
        }
        id
    }
}
