//! Semantic analysis: resolves names and types of a [`TranslationUnit`],
//! checks HLSL's rules with clang-style diagnostics, and produces the typed
//! [`hir::Program`] that code generation consumes.
//!
//! Layout: `hir` (the output), `scope` (symbols), `resolve` (written types),
//! `consteval` (constant folding), `constness` (writes to const variables),
//! `conversions` (HLSL's conversion rules), `expressions`, `calls` (overloads,
//! constructors), `candidates` (the "no matching function" diagnostic),
//! `intrinsics`, `resources` (buffer types, bindings, buffer methods),
//! `texture_types` / `texture_methods` / `texels` (textures and samplers),
//! `statements`, `globals`,
//! `entry` (the entry point), `library` (`-T lib_6_x`: its entries and
//! exports), `entry_attributes` (`[RootSignature]`,
//! `[WaveSize]`, unknown function attributes), `statement_attributes`
//! (`[unroll]`, `[loop]`, `[branch]`, …), `vulkan_attributes` (`vk::`
//! attributes of declarations), `recursion`; `scopes` (namespaces and
//! qualified names), `enums`, `static_locals`, `methods` (struct member
//! functions and operators), `templates`; `messages` words every
//! diagnostic (typed [`messages::SemaError`], `SemaWarning`, `SemaNote`),
//! `attribute_messages` those of attributes.

mod attribute_messages;
mod calls;
mod candidates;
mod compute;
mod compute_messages;
pub mod compute_ops;
mod consteval;
mod constness;
mod conversions;
mod entry;
mod entry_attributes;
mod enums;
mod expressions;
mod globals;
pub mod hir;
mod intrinsic_library;
mod intrinsics;
mod library;
mod literals;
mod matrices;
pub mod messages;
mod methods;
mod recursion;
mod resolve;
mod resources;
mod scope;
mod scopes;
mod statement_attributes;
mod statements;
mod static_locals;
mod templates;
mod texels;
mod texture_methods;
mod texture_types;
mod vulkan_attributes;
mod vulkan_bindings;

#[cfg(test)]
mod tests;

use crate::ast::TranslationUnit;
use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::span::Span;
use crate::types::{StructTable, Type};

pub use consteval::{convert_scalar as convert_constant, fold};

use hir::{ConstantBuffer, Function, Program, ResourceGlobal, StaticGlobal};
use messages::{SemaError, SemaWarning};
use scope::{FunctionContext, GlobalScope};

/// What analysis needs to know about the compilation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SemaOptions {
    /// The entry point's name (`-E`).
    pub entry: String,
    /// Bindings are checked for the Vulkan target (`[[vk::binding]]` wins).
    pub vulkan: bool,
    /// `-enable-16bit-types`: `half` is 16-bit; otherwise it means `float`.
    pub enable_16bit_types: bool,
    /// `-Wimplicit-binding`: warn about resources without an explicit binding.
    pub warn_implicit_binding: bool,
    /// The target shader model (`-T cs_6_6`: (6, 6)).
    pub shader_model: crate::options::ShaderModel,
    /// The stage of the profile (the entry's stage).
    pub stage: crate::options::Stage,
    /// DXC's Vulkan binding options (`-fvk-*-shift`, …); Vulkan only.
    pub vulkan_bindings: crate::vulkan_bindings::VulkanBindingOptions,
    /// `-HV` (`__HLSL_VERSION`).
    pub hlsl_version: u32,
    /// `-force-rootsig-ver`.
    pub root_signature_version: crate::root_signature::RootSignatureVersion,
}

/// A user function as declared (the body is analysed when it is defined).
#[derive(Clone, Debug)]
pub(crate) struct FunctionSignature {
    pub name: String,
    pub return_type: Type,
    pub params: Vec<(String, Type, hir::ParamMode, Span)>,
    /// Default arguments, converted to the parameter types.
    pub defaults: Vec<Option<hir::Expr>>,
    pub span: Span,
    /// The declaration as written (attributes, semantics of the entry).
    pub declaration: crate::ast::FunctionDeclaration,
    pub defined: bool,
    /// Functions this one calls (for the recursion check).
    pub callees: Vec<(hir::FunctionId, Span)>,
    /// A non-static member function: parameter 0 is the implicit `this`.
    pub implicit_this: bool,
}

/// The analyser of one translation unit.
pub(crate) struct Analyzer<'d> {
    diagnostics: &'d mut Diagnostics,
    pub structs: StructTable,
    pub globals: GlobalScope,
    pub resources: Vec<ResourceGlobal>,
    pub cbuffers: Vec<ConstantBuffer>,
    pub statics: Vec<StaticGlobal>,
    pub signatures: Vec<FunctionSignature>,
    /// Bodies by function id (`None` until defined).
    pub bodies: Vec<Option<Function>>,
    /// The function being analysed.
    pub function: Option<FunctionContext>,
    /// Implicitly bound resources so far (their order ids).
    pub implicit_bindings: u32,
    pub errors: usize,
    /// `half` is a 16-bit float (`-enable-16bit-types`).
    pub enable_16bit_types: bool,
    /// Warn about implicitly bound resources (`-Wimplicit-binding`).
    pub warn_implicit_binding: bool,
    /// Errors were reported before analysis (preprocessor, parser): what
    /// recovery dropped must not raise follow-on errors.
    pub earlier_errors: bool,
    /// The target facts texture methods depend on.
    pub target: texture_methods::TargetFacts,
    /// Namespaces and structs around the declaration being analysed,
    /// outermost first (`scopes`).
    pub scope_path: Vec<String>,
    /// `using namespace N;` directives seen so far (qualified names).
    pub using_namespaces: Vec<String>,
    /// Every namespace declared so far (qualified names).
    pub known_namespaces: std::collections::HashSet<String>,
    /// Templates and their instances (`templates`).
    pub templates: templates::TemplateTable,
    /// Member functions as written, by struct (`methods`).
    pub methods: methods::MethodTable,
    /// `-HV`: the HLSL language version (2018, 2021, 202x as 2030).
    pub language_version: u32,
    /// Initialisers of `static` globals run when the entry starts.
    pub entry_prologue: Vec<hir::Stmt>,
    /// The version `[RootSignature]` is parsed for.
    pub root_signature_version: crate::root_signature::RootSignatureVersion,
    /// Where unsuffixed literals are (DXC's `literal int` / `literal float`,
    /// see `literals`).
    pub untyped_literals: std::collections::HashSet<Span>,
}

impl<'d> Analyzer<'d> {
    fn new(diagnostics: &'d mut Diagnostics) -> Analyzer<'d> {
        Analyzer {
            diagnostics,
            structs: StructTable::default(),
            globals: GlobalScope::default(),
            resources: Vec::new(),
            cbuffers: Vec::new(),
            statics: Vec::new(),
            signatures: Vec::new(),
            bodies: Vec::new(),
            function: None,
            implicit_bindings: 0,
            errors: 0,
            enable_16bit_types: false,
            warn_implicit_binding: false,
            earlier_errors: false,
            target: texture_methods::TargetFacts::default(),
            scope_path: Vec::new(),
            using_namespaces: Vec::new(),
            known_namespaces: std::collections::HashSet::new(),
            templates: templates::TemplateTable::default(),
            methods: methods::MethodTable::default(),
            language_version: 2021,
            entry_prologue: Vec::new(),
            root_signature_version: Default::default(),
            untyped_literals: std::collections::HashSet::new(),
        }
    }

    pub fn error(&mut self, span: Span, error: SemaError) {
        self.errors += 1;
        self.diagnostics.error(span, error);
    }

    pub fn warning(&mut self, span: Span, warning: SemaWarning) {
        self.diagnostics.warning(span, warning);
    }

    pub fn report(&mut self, diagnostic: Diagnostic) {
        if diagnostic.severity == crate::diagnostics::Severity::Error {
            self.errors += 1;
        }
        self.diagnostics.report(diagnostic);
    }

    /// The diagnostic name of a type.
    pub fn type_name(&self, ty: &Type) -> String {
        ty.name(&self.structs)
    }
}

/// Analyses a translation unit. Returns `None` when errors were reported.
pub fn analyze(
    unit: &TranslationUnit,
    options: &SemaOptions,
    diagnostics: &mut Diagnostics,
) -> Option<Program> {
    let earlier_errors = diagnostics.has_errors();
    let mut analyzer = Analyzer::new(diagnostics);
    analyzer.earlier_errors = earlier_errors;
    analyzer.enable_16bit_types = options.enable_16bit_types;
    analyzer.language_version = options.hlsl_version;
    analyzer.warn_implicit_binding = options.warn_implicit_binding;
    analyzer.root_signature_version = options.root_signature_version;
    analyzer.target = texture_methods::TargetFacts {
        vulkan: options.vulkan,
        shader_model: options.shader_model,
        stage: options.stage,
    };
    for declaration in &unit.declarations {
        analyzer.declaration(declaration);
    }
    // Recursion is checked from the entry point only (DXC's rule, see
    // `recursion`); a library's roots are its entries and exports.
    let library = options.stage == crate::options::Stage::Library;
    let roots: Vec<usize> = if library {
        let mut roots = analyzer.library_entry_ids();
        roots.extend(analyzer.library_exports());
        roots
    } else {
        analyzer.find_entry(&options.entry).into_iter().collect()
    };
    analyzer.check_recursion(&roots);
    if options.vulkan {
        analyzer.resolve_vulkan_bindings(&options.vulkan_bindings);
    } else {
        analyzer.check_register_overlaps();
    }
    analyzer.check_groupshared_size();
    let (entries, exports) = if library {
        (
            analyzer.library_entries(),
            analyzer.checked_library_exports(),
        )
    } else {
        let entry = analyzer.entry_point(&options.entry, unit);
        let entry = entry.map(|entry| hir::EntryPoint {
            name: options.entry.clone(),
            ..entry
        });
        (entry.into_iter().collect(), Vec::new())
    };
    if library && options.vulkan && entries.is_empty() && analyzer.errors == 0 {
        analyzer.report(Diagnostic::new(
            crate::diagnostics::Severity::Error,
            None,
            SemaError::VulkanLibraryWithoutEntries,
        ));
    }
    if analyzer.errors > 0 {
        return None;
    }
    if !library && entries.is_empty() {
        return None;
    }
    for entry in &entries {
        analyzer.prepend_entry_prologue(entry.function);
    }
    let functions: Vec<Function> = (0..analyzer.bodies.len())
        .map(|id| {
            analyzer.bodies[id]
                .clone()
                .unwrap_or_else(|| analyzer.undefined_function(id))
        })
        .collect();
    Some(Program {
        structs: analyzer.structs,
        resources: analyzer.resources,
        cbuffers: analyzer.cbuffers,
        statics: analyzer.statics,
        functions,
        entries,
        exports,
    })
}
