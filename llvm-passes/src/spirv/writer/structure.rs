//! PLACEHOLDER until the structured control-flow planner lands: reverse
//! post-order, no merges (straight-line code only).

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PlannedNode {
    Original(usize),
    LoopBody(usize),
    Forward { index: usize, target: usize },
    UnreachableMerge(usize),
}

#[derive(Clone, Debug)]
pub enum MergeInstruction {
    Selection {
        merge: PlannedNode,
    },
    Loop {
        merge: PlannedNode,
        continue_target: PlannedNode,
    },
}

#[derive(Clone, Debug)]
pub struct PlannedBlock {
    pub node: PlannedNode,
    pub merge: Option<MergeInstruction>,
    pub successors: Vec<PlannedNode>,
}

#[derive(Clone, Debug)]
pub struct StructuredPlan {
    pub blocks: Vec<PlannedBlock>,
}

pub struct ControlFlowGraph {
    pub successors: Vec<Vec<usize>>,
}

#[derive(Debug)]
pub struct StructureError(pub String);

impl std::fmt::Display for StructureError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

pub fn plan(cfg: &ControlFlowGraph) -> Result<StructuredPlan, StructureError> {
    let count = cfg.successors.len();
    let mut seen = vec![false; count];
    let mut post = Vec::new();
    let mut stack = vec![(0usize, 0usize)];
    if count == 0 {
        return Ok(StructuredPlan { blocks: vec![] });
    }
    seen[0] = true;
    while let Some((node, next)) = stack.pop() {
        if next < cfg.successors[node].len() {
            stack.push((node, next + 1));
            let successor = cfg.successors[node][next];
            if !seen[successor] {
                seen[successor] = true;
                stack.push((successor, 0));
            }
        } else {
            post.push(node);
        }
    }
    post.reverse();
    Ok(StructuredPlan {
        blocks: post
            .into_iter()
            .map(|node| PlannedBlock {
                node: PlannedNode::Original(node),
                merge: None,
                successors: cfg.successors[node]
                    .iter()
                    .map(|s| PlannedNode::Original(*s))
                    .collect(),
            })
            .collect(),
    })
}
