//! Prints the AST back as compact one-line HLSL with every operator
//! parenthesised (`(a + (b * c))`), so tests compare shapes as strings.

use crate::ast::*;

pub fn declarations(unit: &TranslationUnit) -> Vec<String> {
    unit.declarations.iter().map(declaration).collect()
}

pub fn declaration(declaration: &Declaration) -> String {
    match declaration {
        Declaration::Variable(variable) => format!("{};", variable_declaration(variable)),
        Declaration::Function(function) => {
            let mut text = attributes(&function.attributes);
            text += &qualifiers(&function.qualifiers);
            text += &format!(
                "{} {}(",
                type_spec(&function.return_type),
                function.name.name
            );
            text += &function
                .parameters
                .iter()
                .map(parameter)
                .collect::<Vec<_>>()
                .join(", ");
            text += ")";
            text += &annotations(&function.return_annotations);
            match &function.body {
                Some(body) => text + " " + &block(body),
                None => text + ";",
            }
        }
        Declaration::Struct(declaration) => format!(
            "struct {}{} {{ {}{}{}}};",
            declaration.name.name,
            declaration
                .base
                .as_ref()
                .map(|base| format!(" : {}", type_spec(base)))
                .unwrap_or_default(),
            declaration
                .members
                .iter()
                .map(|member| format!("{} ", self::declaration(member)))
                .collect::<String>(),
            declaration
                .fields
                .iter()
                .map(|field| format!("{}; ", variable_declaration(field)))
                .collect::<String>(),
            declaration
                .methods
                .iter()
                .map(|method| format!(
                    "{}{}{} ",
                    if method.is_static { "static " } else { "" },
                    self::declaration(&Declaration::Function(method.function.clone())),
                    if method.is_const { " const" } else { "" }
                ))
                .collect::<String>()
        ),
        Declaration::Namespace(namespace) => format!(
            "namespace {} {{ {}}}",
            namespace.name.name,
            namespace
                .declarations
                .iter()
                .map(|inner| format!("{} ", self::declaration(inner)))
                .collect::<String>()
        ),
        Declaration::Enum(declaration) => format!(
            "enum {}{}{} {{ {}}};",
            if declaration.scoped { "class " } else { "" },
            declaration.name.name,
            declaration
                .underlying
                .as_ref()
                .map(|ty| format!(" : {}", type_spec(ty)))
                .unwrap_or_default(),
            declaration
                .enumerators
                .iter()
                .map(|enumerator| match &enumerator.value {
                    Some(value) => format!("{} = {}, ", enumerator.name.name, expression(value)),
                    None => format!("{}, ", enumerator.name.name),
                })
                .collect::<String>()
        ),
        Declaration::Template(template) => format!(
            "template <{}> {}",
            template
                .parameters
                .iter()
                .map(|parameter| {
                    let mut text = match &parameter.value_type {
                        Some(ty) => format!("{} {}", type_spec(ty), parameter.name.name),
                        None => format!("typename {}", parameter.name.name),
                    };
                    if let Some(default) = &parameter.default {
                        text += &format!(" = {}", template_argument(default));
                    }
                    text
                })
                .collect::<Vec<_>>()
                .join(", "),
            self::declaration(&template.declaration)
        ),
        Declaration::UsingNamespace(name) => format!("using namespace {};", name.name),
        Declaration::Typedef(typedef) => format!(
            "typedef {} {}{};",
            type_spec(&typedef.ty),
            typedef.name.name,
            dimensions(&typedef.array_dimensions)
        ),
        Declaration::ConstantBuffer(buffer) => {
            let mut text = attributes(&buffer.attributes);
            text += &format!("cbuffer {}", buffer.name.name);
            if let Some(register) = &buffer.register {
                text += &format!(" : {}", register_binding(register));
            }
            text += " { ";
            for member in &buffer.members {
                text += &format!("{}; ", variable_declaration(member));
            }
            text + "}"
        }
    }
}

pub fn variable_declaration(variable: &VariableDeclaration) -> String {
    format!(
        "{}{}{} {}",
        attributes(&variable.attributes),
        qualifiers(&variable.qualifiers),
        type_spec(&variable.ty),
        variable
            .declarators
            .iter()
            .map(declarator)
            .collect::<Vec<_>>()
            .join(", ")
    )
}

fn declarator(declarator: &Declarator) -> String {
    let mut text = declarator.name.name.clone();
    text += &dimensions(&declarator.array_dimensions);
    text += &annotations(&declarator.annotations);
    if let Some(value) = &declarator.initializer {
        text += &format!(" = {}", initializer(value));
    }
    text
}

fn initializer(value: &Initializer) -> String {
    match value {
        Initializer::Expression(value) => expression(value),
        Initializer::List(items, _) => format!(
            "{{{}}}",
            items.iter().map(initializer).collect::<Vec<_>>().join(", ")
        ),
    }
}

fn parameter(parameter: &Parameter) -> String {
    let modifier = match parameter.modifier {
        ParameterModifier::None => "",
        ParameterModifier::In => "in ",
        ParameterModifier::Out => "out ",
        ParameterModifier::Inout => "inout ",
    };
    let mut text = attributes(&parameter.attributes);
    text += modifier;
    text += &qualifiers(&parameter.qualifiers);
    text += &type_spec(&parameter.ty);
    if !parameter.name.name.is_empty() {
        text += &format!(" {}", parameter.name.name);
    }
    text += &dimensions(&parameter.array_dimensions);
    text += &annotations(&parameter.annotations);
    if let Some(value) = &parameter.default {
        text += &format!(" = {}", expression(value));
    }
    text
}

fn dimensions(dimensions: &[Option<Expression>]) -> String {
    dimensions
        .iter()
        .map(|size| match size {
            Some(size) => format!("[{}]", expression(size)),
            None => "[]".to_string(),
        })
        .collect()
}

fn annotations(annotations: &[Annotation]) -> String {
    annotations
        .iter()
        .map(|annotation| match annotation {
            Annotation::Semantic(semantic) => format!(" : {}", semantic.name.name),
            Annotation::Register(register) => format!(" : {}", register_binding(register)),
            Annotation::Packoffset(_) => " : packoffset(…)".to_string(),
        })
        .collect()
}

fn register_binding(register: &RegisterBinding) -> String {
    match &register.space {
        Some(space) => format!("register({}, {})", register.register.name, space.name),
        None => format!("register({})", register.register.name),
    }
}

fn attributes(attributes: &[Attribute]) -> String {
    attributes
        .iter()
        .map(|attribute| {
            let name = attribute
                .name
                .iter()
                .map(|part| part.name.as_str())
                .collect::<Vec<_>>()
                .join("::");
            if attribute.arguments.is_empty() {
                format!("[{name}] ")
            } else {
                format!("[{name}({})] ", expressions(&attribute.arguments))
            }
        })
        .collect()
}

fn qualifiers(qualifiers: &[(Qualifier, crate::span::Span)]) -> String {
    qualifiers
        .iter()
        .map(|(qualifier, _)| match qualifier {
            Qualifier::RowMajor => "row_major ".to_string(),
            Qualifier::ColumnMajor => "column_major ".to_string(),
            other => format!("{other:?} ").to_lowercase(),
        })
        .collect()
}

fn template_argument(argument: &TemplateArgument) -> String {
    match argument {
        TemplateArgument::Type(ty) => type_spec(ty),
        TemplateArgument::Expression(value) => expression(value),
    }
}

pub fn type_spec(ty: &TypeSpec) -> String {
    let mut text = ty.name.name.clone();
    if let Some(arguments) = &ty.template_arguments {
        let arguments: Vec<String> = arguments.iter().map(template_argument).collect();
        text += &format!("<{}>", arguments.join(", "));
    }
    text
}

pub fn block(block: &Block) -> String {
    let mut text = "{ ".to_string();
    for item in &block.statements {
        text += &statement(item);
        text += " ";
    }
    text + "}"
}

pub fn statement(statement: &Statement) -> String {
    let body = match &statement.kind {
        StatementKind::Declaration(variable) => format!("{};", variable_declaration(variable)),
        StatementKind::Expression(value) => format!("{};", expression(value)),
        StatementKind::Block(inner) => block(inner),
        StatementKind::If {
            condition,
            then_branch,
            else_branch,
        } => {
            let mut text = format!(
                "if ({}) {}",
                expression(condition),
                self::statement(then_branch)
            );
            if let Some(else_branch) = else_branch {
                text += &format!(" else {}", self::statement(else_branch));
            }
            text
        }
        StatementKind::For {
            initializer,
            condition,
            step,
            body,
        } => format!(
            "for ({} {}; {}) {}",
            initializer
                .as_deref()
                .map_or(";".to_string(), self::statement),
            condition.as_ref().map_or(String::new(), expression),
            step.as_ref().map_or(String::new(), expression),
            self::statement(body)
        ),
        StatementKind::While { condition, body } => {
            format!(
                "while ({}) {}",
                expression(condition),
                self::statement(body)
            )
        }
        StatementKind::DoWhile { body, condition } => {
            format!(
                "do {} while ({});",
                self::statement(body),
                expression(condition)
            )
        }
        StatementKind::Switch { selector, cases } => {
            let mut text = format!("switch ({}) {{ ", expression(selector));
            for case in cases {
                for label in &case.labels {
                    match label {
                        Some(value) => text += &format!("case {}: ", expression(value)),
                        None => text += "default: ",
                    }
                }
                for item in &case.statements {
                    text += &self::statement(item);
                    text += " ";
                }
            }
            text + "}"
        }
        StatementKind::Break => "break;".to_string(),
        StatementKind::Continue => "continue;".to_string(),
        StatementKind::Return(Some(value)) => format!("return {};", expression(value)),
        StatementKind::Return(None) => "return;".to_string(),
        StatementKind::Discard => "discard;".to_string(),
        StatementKind::Empty => ";".to_string(),
        StatementKind::Error => "<error>;".to_string(),
    };
    attributes(&statement.attributes) + &body
}

fn expressions(values: &[Expression]) -> String {
    values.iter().map(expression).collect::<Vec<_>>().join(", ")
}

pub fn expression(value: &Expression) -> String {
    match &value.kind {
        ExpressionKind::Identifier(identifier) => identifier.name.clone(),
        ExpressionKind::TemplateName { name, arguments } => format!(
            "{}<{}>",
            name.name,
            arguments
                .iter()
                .map(template_argument)
                .collect::<Vec<_>>()
                .join(", ")
        ),
        ExpressionKind::QualifiedName(parts) => parts
            .iter()
            .map(|part| part.name.as_str())
            .collect::<Vec<_>>()
            .join("::"),
        ExpressionKind::Integer { value, suffix } => format!("{value}{suffix}"),
        ExpressionKind::Float { value, suffix } => format!("{value:?}{suffix}"),
        ExpressionKind::Bool(value) => value.to_string(),
        ExpressionKind::String(text) => format!("{text:?}"),
        ExpressionKind::Unary { operator, operand } => {
            let operand = expression(operand);
            match operator {
                UnaryOperator::Plus => format!("(+{operand})"),
                UnaryOperator::Negate => format!("(-{operand})"),
                UnaryOperator::LogicalNot => format!("(!{operand})"),
                UnaryOperator::BitwiseNot => format!("(~{operand})"),
                UnaryOperator::PreIncrement => format!("(++{operand})"),
                UnaryOperator::PreDecrement => format!("(--{operand})"),
                UnaryOperator::PostIncrement => format!("({operand}++)"),
                UnaryOperator::PostDecrement => format!("({operand}--)"),
            }
        }
        ExpressionKind::Binary {
            operator,
            left,
            right,
        } => format!(
            "({} {} {})",
            expression(left),
            operator.spelling(),
            expression(right)
        ),
        ExpressionKind::Assign {
            operator,
            target,
            value,
        } => format!(
            "({} {}= {})",
            expression(target),
            operator.map_or("", BinaryOperator::spelling),
            expression(value)
        ),
        ExpressionKind::Conditional {
            condition,
            then_value,
            else_value,
        } => format!(
            "({} ? {} : {})",
            expression(condition),
            expression(then_value),
            expression(else_value)
        ),
        ExpressionKind::Call { callee, arguments } => {
            format!("{}({})", expression(callee), expressions(arguments))
        }
        ExpressionKind::Construct { ty, arguments } => {
            format!("{}({})", type_spec(ty), expressions(arguments))
        }
        ExpressionKind::Cast { ty, operand } => {
            format!("(({}){})", type_spec(ty), expression(operand))
        }
        ExpressionKind::Member {
            object,
            member,
            template_arguments: None,
        } => {
            format!("{}.{}", expression(object), member.name)
        }
        ExpressionKind::Member {
            object,
            member,
            template_arguments: Some(arguments),
        } => {
            let arguments: Vec<String> = arguments.iter().map(template_argument).collect();
            format!(
                "{}.{}<{}>",
                expression(object),
                member.name,
                arguments.join(", ")
            )
        }
        ExpressionKind::Index { object, index } => {
            format!("{}[{}]", expression(object), expression(index))
        }
        ExpressionKind::Comma(items) => format!("({})", expressions(items)),
        ExpressionKind::InitializerList(items) => format!("{{{}}}", expressions(items)),
        ExpressionKind::Error => "<error>".to_string(),
    }
}
