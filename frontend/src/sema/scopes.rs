//! Namespaces and qualified names: the global scope holds every name
//! qualified by its namespaces and structs (`N::f`, `S::Method`, `E::A`);
//! a name is looked up from the innermost enclosing scope outwards (C++'s
//! unqualified lookup), then in the namespaces named by `using namespace`.
//!
//! It only maps names to qualified names; what a symbol means is the global
//! scope's (`scope`), and each kind of declaration is analysed by its module.

use crate::ast::{self, Identifier};
use crate::span::Span;

use super::messages::SemaError;
use super::scope::GlobalSymbol;
use super::Analyzer;

impl Analyzer<'_> {
    /// `name` qualified by the current scope path (`N::S::name`).
    pub fn qualified(&self, name: &str) -> String {
        if self.scope_path.is_empty() {
            return name.to_string();
        }
        let mut qualified = self.scope_path.join("::");
        qualified.push_str("::");
        qualified.push_str(name);
        qualified
    }

    /// The qualified name `name` (as written, possibly `A::b`) refers to
    /// from the current scope, innermost scope first, then through the
    /// `using namespace` directives.
    pub fn lookup_qualified_name(&self, name: &str) -> Option<String> {
        let name = name.strip_prefix("::").unwrap_or(name);
        for depth in (0..=self.scope_path.len()).rev() {
            let candidate = if depth == 0 {
                name.to_string()
            } else {
                format!("{}::{name}", self.scope_path[..depth].join("::"))
            };
            if self.globals.get(&candidate).is_some() {
                return Some(candidate);
            }
            // A struct's scope also holds its bases' members.
            let mut scope = self.scope_path[..depth].join("::");
            while let Some(base) = self.methods.bases.get(&scope) {
                let candidate = format!("{base}::{name}");
                if self.globals.get(&candidate).is_some() {
                    return Some(candidate);
                }
                scope = base.clone();
            }
        }
        self.using_namespaces
            .iter()
            .map(|namespace| format!("{namespace}::{name}"))
            .find(|candidate| self.globals.get(candidate).is_some())
    }

    /// What `name` means at global scope, seen from the current scope.
    pub fn lookup_global(&self, name: &str) -> Option<GlobalSymbol> {
        let qualified = self.lookup_qualified_name(name)?;
        self.globals.get(&qualified).cloned()
    }

    /// `namespace N { … }`: its declarations, named `N::…`.
    pub fn namespace_declaration(&mut self, declaration: &ast::NamespaceDeclaration) {
        let depth = self.scope_path.len();
        self.scope_path
            .extend(declaration.name.name.split("::").map(str::to_string));
        let qualified = self.scope_path.join("::");
        self.known_namespaces.insert(qualified);
        for inner in &declaration.declarations {
            self.declaration(inner);
        }
        self.scope_path.truncate(depth);
    }

    /// `using namespace N;`: `N` must name a namespace declared before.
    pub fn using_namespace(&mut self, name: &Identifier) {
        let mut found = None;
        for depth in (0..=self.scope_path.len()).rev() {
            let candidate = if depth == 0 {
                name.name.clone()
            } else {
                format!("{}::{}", self.scope_path[..depth].join("::"), name.name)
            };
            if self.known_namespaces.contains(&candidate) {
                found = Some(candidate);
                break;
            }
        }
        match found {
            Some(namespace) => {
                if !self.using_namespaces.contains(&namespace) {
                    self.using_namespaces.push(namespace);
                }
            }
            None => self.error(
                name.span,
                SemaError::UnknownNamespace {
                    name: name.name.clone(),
                },
            ),
        }
    }

    /// A qualified name written in an expression (`N::x`, `E::A`,
    /// `S::Make`) as one identifier for the ordinary lookups.
    pub fn joined_identifier(names: &[Identifier], span: Span) -> Identifier {
        Identifier {
            name: names
                .iter()
                .map(|name| name.name.as_str())
                .collect::<Vec<_>>()
                .join("::"),
            span,
        }
    }
}
