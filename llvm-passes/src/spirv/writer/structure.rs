//! Structured control-flow planning for the SPIR-V writer.
//!
//! [`plan`] takes one function's control-flow graph (successor lists, node 0 the entry)
//! and decides how to emit it as SPIR-V *structured* control flow (SPIR-V 1.6 §2.11, as
//! `spirv-val` checks it): the block order, an `OpSelectionMerge` or `OpLoopMerge` for
//! every header, and the few blocks that must be added to make the graph structured:
//!
//! * a loop header whose terminator is conditional (or that is its own latch) is split
//!   into a header half (phis, `OpLoopMerge`, `OpBranch`) and a [`PlannedNode::LoopBody`]
//!   half (the rest of the block);
//! * a [`PlannedNode::Forward`] block (empty, `OpBranch`) gathers several back edges into
//!   the one continue target a loop may have, or gathers the edges of one construct into
//!   a merge block of its own when the natural merge is taken by another header, is a loop
//!   header, or is a continue target (nested `if`s that rejoin at one block become a chain
//!   of forward blocks);
//! * a [`PlannedNode::UnreachableMerge`] block (`OpUnreachable`, no predecessors) is the
//!   merge of a construct whose arms never rejoin.
//!
//! The plan also says, for every `OpPhi`, which block its incoming entry must now name
//! ([`StructuredPlan::incoming_block`]), and which edges each forward block receives.
//!
//! How: loops are the natural loops of the back edges (the graph must be reducible). The
//! body of each loop, with nested loops collapsed into their headers, is a region, and so
//! is the part of the function outside every loop. A selection header's merge is its
//! immediate post-dominator in its region, where edges that break or continue, and arms
//! that only end (by break, continue or return) inside the header's dominator subtree, do
//! not count: the merge is where the arms that go on rejoin, as in DXC's output. A loop's
//! merge is where its exits rejoin, in the enclosing region. Merge collisions are then
//! resolved with forward blocks, innermost construct first, and the result is checked
//! against the construct rules with structural dominance, as spirv-val does; what fails
//! that check is an `Err`, never an invalid plan.
//!
//! What this module must not do: it knows nothing of instructions, types, ids, rspirv or
//! LLVM (the writer maps nodes to blocks); it never duplicates blocks or introduces
//! variables or guard flags: control flow that cannot be structured that way (irreducible
//! cycles, multi-level breaks, loops whose exits do not rejoin) is an `Err`, and the LLVM
//! passes `fix-irreducible`, `unify-loop-exits` and `structurizecfg`, which run first, are
//! what remove it. It never panics, and it uses only `std`.

use std::collections::{BTreeSet, HashMap};
use std::fmt;

/// "No node": an index that is never a valid one.
const NONE: usize = usize::MAX;

/// The control-flow graph of one function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ControlFlowGraph {
    /// `successors[n]` = the targets of node `n`'s terminator, in terminator order:
    /// unconditional branch `[t]`; conditional branch `[true_target, false_target]` (may be
    /// equal); return/unreachable/kill: `[]`. Node 0 is the entry. Switches never occur.
    pub successors: Vec<Vec<usize>>,
}

/// A block of the plan: an original node, or a block the planner adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PlannedNode {
    /// Original node `n`. For a split loop header this is the header half: it keeps the
    /// node's phis and ends in `OpLoopMerge` + `OpBranch` to [`PlannedNode::LoopBody`].
    Original(usize),
    /// The second half of a split loop header `n`: the node's instructions after its phis,
    /// and its terminator. Its only predecessor is `Original(n)`.
    LoopBody(usize),
    /// A new empty block that ends in `OpBranch` to its single successor (which may be
    /// another forward block: forward blocks form chains). `target` is the original node
    /// at the end of the chain, i.e. the node whose phis this block must forward: give
    /// it one phi per phi of `target`, with one incoming entry per block of
    /// [`PlannedBlock::redirected_from`]. `index` numbers forward blocks from 0.
    Forward { index: usize, target: usize },
    /// A new block with no predecessors that ends in `OpUnreachable`: the merge of a
    /// construct whose arms never rejoin (every arm returns, or the loop never exits).
    UnreachableMerge(usize),
}

/// The merge instruction emitted just before a block's terminator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MergeInstruction {
    /// `OpSelectionMerge %merge None`.
    Selection { merge: PlannedNode },
    /// `OpLoopMerge %merge %continue_target None`.
    Loop {
        merge: PlannedNode,
        continue_target: PlannedNode,
    },
}

/// One block of the plan, in emission order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlannedBlock {
    pub node: PlannedNode,
    /// The merge instruction to emit just before the terminator, if the block is a header.
    pub merge: Option<MergeInstruction>,
    /// The terminator's targets after redirection. For `Original(n)` and `LoopBody(n)`
    /// these have the same order and arity as node `n`'s original terminator, except the
    /// header half of a split loop header, whose only successor is `LoopBody(n)`. A
    /// forward block has exactly one successor; an unreachable merge has none.
    ///
    /// A conditional branch whose two targets are the same block (`br c, X, X`; the two
    /// edges are always redirected together, so they stay equal) must be emitted as
    /// `OpBranch`: SPIR-V 1.6 forbids `OpBranchConditional` with equal labels.
    pub successors: Vec<PlannedNode>,
    /// For a forward block: its predecessors, each either the block that holds an original
    /// node's terminator (see [`StructuredPlan::terminator_block`]) or another forward
    /// block. Empty for every other block (their predecessors only change where a
    /// forward block now stands in between, which [`StructuredPlan::incoming_block`]
    /// answers).
    ///
    /// The forward block's phi for a phi `φ` of its `target` takes, from a predecessor
    /// `Original(p)` or `LoopBody(p)`, the value `φ` had for incoming block `p`, and from
    /// a predecessor forward block, that block's own phi for `φ`.
    pub redirected_from: Vec<PlannedNode>,
}

/// How to emit one function as structured control flow.
#[derive(Clone, Debug)]
pub struct StructuredPlan {
    /// The blocks in emission order: the entry first, every block after its dominators.
    pub blocks: Vec<PlannedBlock>,
    position: HashMap<PlannedNode, usize>,
    // Used by the plan checker in the tests (the writer derives the same
    // facts from the blocks' successor lists).
    #[cfg_attr(not(test), allow(dead_code))]
    original_successors: Vec<Vec<usize>>,
}

impl StructuredPlan {
    /// The planned block for `node`, if it is part of the plan.
    #[must_use]
    pub fn block(&self, node: PlannedNode) -> Option<&PlannedBlock> {
        self.position.get(&node).and_then(|&i| self.blocks.get(i))
    }

    /// The block that holds original node `node`'s terminator: `LoopBody(node)` when the
    /// node is a split loop header, otherwise `Original(node)`; `None` when the node is
    /// not reachable (not part of the plan).
    #[must_use]
    // Used by the plan checker in the tests (the writer derives the same
    // facts from the blocks' successor lists).
    #[cfg_attr(not(test), allow(dead_code))]
    pub fn terminator_block(&self, node: usize) -> Option<PlannedNode> {
        if self.position.contains_key(&PlannedNode::LoopBody(node)) {
            Some(PlannedNode::LoopBody(node))
        } else if self.position.contains_key(&PlannedNode::Original(node)) {
            Some(PlannedNode::Original(node))
        } else {
            None
        }
    }

    /// For a phi in original node `phi_block` whose incoming entry named original
    /// predecessor `predecessor`: the planned block the entry must name now. That is the
    /// last forward block the edge `predecessor → phi_block` passes through, or else
    /// [`StructuredPlan::terminator_block`] of `predecessor`. `None` when there is no such
    /// edge from a reachable node.
    #[must_use]
    // Used by the plan checker in the tests (the writer derives the same
    // facts from the blocks' successor lists).
    #[cfg_attr(not(test), allow(dead_code))]
    pub fn incoming_block(&self, phi_block: usize, predecessor: usize) -> Option<PlannedNode> {
        let source = self.terminator_block(predecessor)?;
        let slot = self
            .original_successors
            .get(predecessor)?
            .iter()
            .position(|&t| t == phi_block)?;
        let mut previous = source;
        let mut current = *self.block(source)?.successors.get(slot)?;
        for _ in 0..=self.blocks.len() {
            match current {
                PlannedNode::Forward { .. } => {
                    previous = current;
                    current = *self.block(current)?.successors.first()?;
                }
                PlannedNode::Original(n) if n == phi_block => return Some(previous),
                _ => return None,
            }
        }
        None
    }

    /// The original predecessors whose edges to the forward block's target pass through
    /// `forward` (directly or through earlier forward blocks of the chain), sorted. Empty
    /// for any other node.
    #[must_use]
    // Used by the plan checker in the tests (the writer derives the same
    // facts from the blocks' successor lists).
    #[cfg_attr(not(test), allow(dead_code))]
    pub fn forward_sources(&self, forward: PlannedNode) -> Vec<usize> {
        let mut sources = BTreeSet::new();
        let mut stack = vec![forward];
        let mut visited = BTreeSet::new();
        while let Some(node) = stack.pop() {
            if !visited.insert(node) {
                continue;
            }
            let Some(block) = self.block(node) else {
                continue;
            };
            if !matches!(block.node, PlannedNode::Forward { .. }) {
                continue;
            }
            for &from in &block.redirected_from {
                match from {
                    PlannedNode::Forward { .. } => stack.push(from),
                    PlannedNode::Original(n) | PlannedNode::LoopBody(n) => {
                        sources.insert(n);
                    }
                    PlannedNode::UnreachableMerge(_) => {}
                }
            }
        }
        sources.into_iter().collect()
    }
}

/// Why a function's control flow could not be planned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StructureError {
    /// The graph has no nodes.
    EmptyGraph,
    /// A successor index is not a node of the graph.
    SuccessorOutOfRange { node: usize, target: usize },
    /// A terminator has more than two targets (switches must be lowered first).
    TooManySuccessors { node: usize, count: usize },
    /// The entry node is the target of a branch (not allowed in LLVM IR nor in SPIR-V).
    EntryHasPredecessors { predecessors: Vec<usize> },
    /// A cycle with more than one entry: the edge `from → to` closes a cycle that `to`
    /// does not dominate. `blocks` are the nodes on cycles through that edge.
    Irreducible {
        from: usize,
        to: usize,
        blocks: Vec<usize>,
    },
    /// The graph is reducible but cannot be structured without duplicating blocks or
    /// adding guard variables (a multi-level break or continue, loop exits that do not
    /// rejoin, a jump into the middle of another construct, ...).
    Unstructured { block: PlannedNode, reason: String },
    /// A planner invariant did not hold: a bug in this module.
    Internal { reason: String },
}

impl fmt::Display for PlannedNode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PlannedNode::Original(n) => write!(f, "block {n}"),
            PlannedNode::LoopBody(n) => write!(f, "the loop-body half of block {n}"),
            PlannedNode::Forward { index, target } => {
                write!(f, "forward block {index} (to block {target})")
            }
            PlannedNode::UnreachableMerge(i) => write!(f, "unreachable merge block {i}"),
        }
    }
}

fn list(nodes: &[usize]) -> String {
    let names: Vec<String> = nodes.iter().map(ToString::to_string).collect();
    names.join(", ")
}

impl fmt::Display for StructureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StructureError::EmptyGraph => write!(f, "the function has no blocks"),
            StructureError::SuccessorOutOfRange { node, target } => {
                write!(
                    f,
                    "block {node} branches to block {target}, which does not exist"
                )
            }
            StructureError::TooManySuccessors { node, count } => write!(
                f,
                "block {node} has {count} successors; only branches with at most two targets \
                 are supported (run lower-switch first)"
            ),
            StructureError::EntryHasPredecessors { predecessors } => write!(
                f,
                "the entry block is the target of branches from blocks {}",
                list(predecessors)
            ),
            StructureError::Irreducible { from, to, blocks } => write!(
                f,
                "irreducible control flow: the edge from block {from} to block {to} closes a \
                 cycle that block {to} does not dominate (blocks {}); run fix-irreducible first",
                list(blocks)
            ),
            StructureError::Unstructured { block, reason } => {
                write!(f, "cannot structure the control flow at {block}: {reason}")
            }
            StructureError::Internal { reason } => {
                write!(f, "internal error in the control-flow planner: {reason}")
            }
        }
    }
}

impl std::error::Error for StructureError {}

fn internal(reason: impl Into<String>) -> StructureError {
    StructureError::Internal {
        reason: reason.into(),
    }
}

/// The original node a planned node stands for: itself, the split header, or the node at
/// the end of a forward chain. `None` for unreachable merges.
fn original_of(node: PlannedNode) -> Option<usize> {
    match node {
        PlannedNode::Original(n) | PlannedNode::LoopBody(n) => Some(n),
        PlannedNode::Forward { target, .. } => Some(target),
        PlannedNode::UnreachableMerge(_) => None,
    }
}

// ---------------------------------------------------------------------------------------
// Graph analysis: depth-first order, dominators, loops.
// ---------------------------------------------------------------------------------------

/// Depth-first search, dominator tree and predecessors of a graph whose entry is node 0.
struct Analysis {
    /// Nodes reachable from the entry, in reverse post-order.
    rpo: Vec<usize>,
    /// Position in `rpo`, `NONE` for unreachable nodes.
    rpo_index: Vec<usize>,
    /// Reachable predecessors, each source listed once, in depth-first preorder.
    preds: Vec<Vec<usize>>,
    /// Immediate dominator (the entry's is itself), `NONE` when unreachable.
    idom: Vec<usize>,
    /// Preorder number in the dominator tree, and the largest preorder number in the
    /// node's dominator subtree: `a` dominates `b` iff `tin[a] <= tin[b] <= tout[a]`.
    tin: Vec<usize>,
    tout: Vec<usize>,
    /// Depth in the dominator tree (the entry: 0).
    depth: Vec<usize>,
    /// Edges to a node on the depth-first stack.
    retreating: Vec<(usize, usize)>,
}

/// Lengauer–Tarjan `eval` with iterative path compression.
fn lt_eval(
    v: usize,
    ancestor: &mut [usize],
    label: &mut [usize],
    semi: &[usize],
    path: &mut Vec<usize>,
) -> usize {
    if ancestor[v] == NONE {
        return v;
    }
    path.clear();
    let mut x = v;
    while ancestor[ancestor[x]] != NONE {
        path.push(x);
        x = ancestor[x];
    }
    for &y in path.iter().rev() {
        let a = ancestor[y];
        if semi[label[a]] < semi[label[y]] {
            label[y] = label[a];
        }
        ancestor[y] = ancestor[a];
    }
    label[v]
}

/// Immediate dominators by Lengauer–Tarjan (the simple version, O(m log n)), from the
/// depth-first preorder numbers `pre`, the nodes in preorder `vertex`, the depth-first tree
/// `parent` and the reachable predecessors. The entry (node 0) is its own; `NONE` for
/// unreachable nodes.
fn immediate_dominators(
    pre: &[usize],
    vertex: &[usize],
    parent: &[usize],
    preds: &[Vec<usize>],
) -> Vec<usize> {
    let n = pre.len();
    let mut semi: Vec<usize> = pre.to_vec();
    let mut ancestor = vec![NONE; n];
    let mut label: Vec<usize> = (0..n).collect();
    let mut idom = vec![NONE; n];
    let mut bucket: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut path = Vec::new();
    for i in (1..vertex.len()).rev() {
        let w = vertex[i];
        for &v in &preds[w] {
            let u = lt_eval(v, &mut ancestor, &mut label, &semi, &mut path);
            if semi[u] < semi[w] {
                semi[w] = semi[u];
            }
        }
        bucket[vertex[semi[w]]].push(w);
        let p = parent[w];
        ancestor[w] = p;
        for v in std::mem::take(&mut bucket[p]) {
            let u = lt_eval(v, &mut ancestor, &mut label, &semi, &mut path);
            idom[v] = if semi[u] < semi[v] { u } else { p };
        }
    }
    for &w in vertex.iter().skip(1) {
        if idom[w] != vertex[semi[w]] {
            idom[w] = idom[idom[w]];
        }
    }
    if n > 0 {
        idom[0] = 0;
    }
    idom
}

impl Analysis {
    /// Analyses `succ` (every successor index must be in range) from entry node 0.
    fn new(succ: &[Vec<usize>]) -> Analysis {
        let n = succ.len();
        let mut pre = vec![NONE; n];
        let mut vertex: Vec<usize> = Vec::new();
        let mut parent = vec![NONE; n];
        let mut on_stack = vec![false; n];
        let mut post = Vec::new();
        let mut retreating = Vec::new();
        if n > 0 {
            pre[0] = 0;
            vertex.push(0);
            on_stack[0] = true;
            let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
            while let Some(top) = stack.last_mut() {
                let v = top.0;
                if let Some(&w) = succ[v].get(top.1) {
                    top.1 += 1;
                    if pre[w] == NONE {
                        pre[w] = vertex.len();
                        vertex.push(w);
                        parent[w] = v;
                        on_stack[w] = true;
                        stack.push((w, 0));
                    } else if on_stack[w] {
                        retreating.push((v, w));
                    }
                } else {
                    on_stack[v] = false;
                    post.push(v);
                    stack.pop();
                }
            }
        }
        let mut preds = vec![Vec::new(); n];
        for &v in &vertex {
            for &w in &succ[v] {
                if preds[w].last() != Some(&v) {
                    preds[w].push(v);
                }
            }
        }

        let idom = immediate_dominators(&pre, &vertex, &parent, &preds);

        let mut children = vec![Vec::new(); n];
        for &v in vertex.iter().skip(1) {
            children[idom[v]].push(v);
        }
        let mut tin = vec![NONE; n];
        let mut tout = vec![NONE; n];
        let mut depth = vec![0; n];
        if n > 0 {
            tin[0] = 0;
            let mut timer = 1;
            let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
            while let Some(top) = stack.last_mut() {
                let v = top.0;
                if let Some(&c) = children[v].get(top.1) {
                    top.1 += 1;
                    tin[c] = timer;
                    timer += 1;
                    depth[c] = depth[v] + 1;
                    stack.push((c, 0));
                } else {
                    tout[v] = timer - 1;
                    stack.pop();
                }
            }
        }

        let rpo: Vec<usize> = post.into_iter().rev().collect();
        let mut rpo_index = vec![NONE; n];
        for (i, &v) in rpo.iter().enumerate() {
            rpo_index[v] = i;
        }
        Analysis {
            rpo,
            rpo_index,
            preds,
            idom,
            tin,
            tout,
            depth,
            retreating,
        }
    }

    fn reachable(&self, v: usize) -> bool {
        self.rpo_index[v] != NONE
    }

    fn dominates(&self, a: usize, b: usize) -> bool {
        self.tin[a] != NONE
            && self.tin[b] != NONE
            && self.tin[a] <= self.tin[b]
            && self.tin[b] <= self.tout[a]
    }

    fn strictly_dominates(&self, a: usize, b: usize) -> bool {
        a != b && self.dominates(a, b)
    }
}

/// The loop forest of a reducible graph (natural loops of its back edges, one loop per
/// header).
struct Loops {
    header: Vec<usize>,
    parent: Vec<Option<usize>>,
    /// Nesting depth: 1 for an outermost loop.
    depth: Vec<usize>,
    /// The distinct blocks with a back edge to the header.
    latches: Vec<Vec<usize>>,
    /// Per node: the innermost loop containing it.
    innermost: Vec<Option<usize>>,
    /// Per node: the loop it is the header of.
    of_header: Vec<Option<usize>>,
    /// Per loop: the distinct targets of edges that leave it, sorted.
    exits: Vec<Vec<usize>>,
}

fn find_root(up: &mut [usize], mut l: usize) -> usize {
    while up[l] != l {
        up[l] = up[up[l]];
        l = up[l];
    }
    l
}

impl Loops {
    /// The loop forest; `an` must be the analysis of `succ` and the graph reducible.
    fn new(succ: &[Vec<usize>], an: &Analysis) -> Loops {
        let n = succ.len();
        let mut loops = Loops {
            header: Vec::new(),
            parent: Vec::new(),
            depth: Vec::new(),
            latches: Vec::new(),
            innermost: vec![None; n],
            of_header: vec![None; n],
            exits: Vec::new(),
        };
        let mut up: Vec<usize> = Vec::new();
        let mut mark = vec![NONE; n];
        // Inner loops first: a header comes after its enclosing loops' headers in RPO.
        for &h in an.rpo.iter().rev() {
            let latches: Vec<usize> = an.preds[h]
                .iter()
                .copied()
                .filter(|&p| an.dominates(h, p))
                .collect();
            if latches.is_empty() {
                continue;
            }
            let l = loops.header.len();
            loops.header.push(h);
            loops.parent.push(None);
            loops.latches.push(latches.clone());
            up.push(l);
            loops.of_header[h] = Some(l);
            loops.innermost[h] = Some(l);
            let mut work: Vec<usize> = Vec::new();
            for &u in &latches {
                if u != h && mark[u] != l {
                    mark[u] = l;
                    work.push(u);
                }
            }
            while let Some(x) = work.pop() {
                let from = match loops.innermost[x] {
                    None => {
                        loops.innermost[x] = Some(l);
                        x
                    }
                    Some(inner) => {
                        let top = find_root(&mut up, inner);
                        if top == l {
                            continue;
                        }
                        loops.parent[top] = Some(l);
                        up[top] = l;
                        loops.header[top]
                    }
                };
                for &p in &an.preds[from] {
                    if p == h || mark[p] == l || an.dominates(from, p) {
                        continue;
                    }
                    mark[p] = l;
                    work.push(p);
                }
            }
        }
        let count = loops.header.len();
        // Parents are created after their children, so they have larger ids.
        loops.depth = vec![1; count];
        for l in (0..count).rev() {
            if let Some(p) = loops.parent[l] {
                loops.depth[l] = loops.depth[p] + 1;
            }
        }
        loops.exits = vec![Vec::new(); count];
        for &x in &an.rpo {
            let Some(lx) = loops.innermost[x] else {
                continue;
            };
            for &y in &succ[x] {
                let mut l = lx;
                loop {
                    if loops.contains(l, y) {
                        break;
                    }
                    loops.exits[l].push(y);
                    match loops.parent[l] {
                        Some(p) => l = p,
                        None => break,
                    }
                }
            }
        }
        for e in &mut loops.exits {
            e.sort_unstable();
            e.dedup();
        }
        loops
    }

    fn contains(&self, l: usize, y: usize) -> bool {
        let mut k = self.innermost[y];
        while let Some(kk) = k {
            if kk == l {
                return true;
            }
            if self.depth[kk] <= self.depth[l] {
                return false;
            }
            k = self.parent[kk];
        }
        false
    }
}

/// The graph being rewritten: planned nodes and their successors.
#[derive(Default)]
struct Work {
    kind: Vec<PlannedNode>,
    succ: Vec<Vec<usize>>,
}

impl Work {
    fn add(&mut self, kind: PlannedNode, succ: Vec<usize>) -> usize {
        self.kind.push(kind);
        self.succ.push(succ);
        self.kind.len() - 1
    }

    /// Redirects every edge `from → to` to `via`.
    fn redirect(&mut self, from: usize, to: usize, via: usize) {
        for s in &mut self.succ[from] {
            if *s == to {
                *s = via;
            }
        }
    }
}

fn irreducible_error(g: &[Vec<usize>], an: &Analysis, from: usize, to: usize) -> StructureError {
    let n = g.len();
    let mut forward = vec![false; n];
    let mut stack = vec![to];
    forward[to] = true;
    while let Some(v) = stack.pop() {
        for &s in &g[v] {
            if !forward[s] {
                forward[s] = true;
                stack.push(s);
            }
        }
    }
    let mut backward = vec![false; n];
    stack.push(from);
    backward[from] = true;
    while let Some(v) = stack.pop() {
        for &p in &an.preds[v] {
            if !backward[p] {
                backward[p] = true;
                stack.push(p);
            }
        }
    }
    let blocks = (0..n).filter(|&v| forward[v] && backward[v]).collect();
    StructureError::Irreducible { from, to, blocks }
}

// ---------------------------------------------------------------------------------------
// Planning.
// ---------------------------------------------------------------------------------------

/// Where a region node's edge goes, seen from its region (the body of one loop, with
/// nested loops collapsed into their headers, or the part of the function outside every
/// loop).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Target {
    /// A node of the same region.
    Node(usize),
    /// The region's loop's continue target.
    Continue,
    /// Out of the region's loop.
    Break,
}

/// The merge a header gets, before merge collisions are resolved.
#[derive(Clone, Copy)]
enum MergeChoice {
    /// This node (or a forward block in front of it).
    Node(usize),
    /// A forward block in front of this continue target: every arm continues.
    ForwardToContinue(usize),
    /// A new unreachable block: the arms never rejoin.
    Unreachable,
}

struct Claim {
    target: usize,
    header: usize,
    /// The merge must be a forward block (the target is a continue target).
    forced_forward: bool,
    /// A selection whose arms all continue: its forward merge gathers only the arms' last
    /// (unconditional) edges to the continue target; conditional branches to it stay
    /// `continue` branches.
    arms_only: bool,
}

/// Numbers for the blocks the planner adds.
#[derive(Default)]
struct Fresh {
    forwards: usize,
    unreachable_merges: usize,
}

impl Fresh {
    /// A new forward block (ending in a branch to `to`) for the phis of original `target`.
    fn forward(&mut self, w: &mut Work, target: usize, to: usize) -> usize {
        let index = self.forwards;
        self.forwards += 1;
        w.add(PlannedNode::Forward { index, target }, vec![to])
    }

    fn unreachable_merge(&mut self, w: &mut Work) -> usize {
        let index = self.unreachable_merges;
        self.unreachable_merges += 1;
        w.add(PlannedNode::UnreachableMerge(index), Vec::new())
    }
}

/// Plans the structured control flow of `cfg`. Nodes not reachable from the entry are
/// left out of the plan.
///
/// # Errors
///
/// Malformed graphs (no nodes, a successor out of range, more than two successors, a
/// branch to the entry), irreducible graphs (naming the blocks of the cycle), and graphs
/// that cannot be structured without duplicating blocks or adding guard variables
/// ([`StructureError::Unstructured`]).
pub fn plan(cfg: &ControlFlowGraph) -> Result<StructuredPlan, StructureError> {
    check_input(cfg)?;
    let mut fresh = Fresh::default();
    let mut w = split_loop_headers(&cfg.successors)?;
    single_back_edges(&mut w, &mut fresh)?;
    let an = Analysis::new(&w.succ);
    if an.retreating.iter().any(|&(u, v)| !an.dominates(v, u)) {
        return Err(internal("the working graph became irreducible"));
    }
    let loops = Loops::new(&w.succ, &an);
    let regions = Regions::new(&w, &an, &loops)?;
    let ipdom = regions.post_dominators(&an, &loops);
    let choices = regions.merge_choices(&w, &an, &loops, &ipdom);
    let (merge_of, cont_of) = resolve_merges(&mut w, &an, &loops, &regions, &choices, &mut fresh)?;
    verify(&w, &merge_of, &cont_of)?;
    Ok(describe(&cfg.successors, &w, &merge_of, &cont_of))
}

fn check_input(cfg: &ControlFlowGraph) -> Result<(), StructureError> {
    let n = cfg.successors.len();
    if n == 0 {
        return Err(StructureError::EmptyGraph);
    }
    for (node, targets) in cfg.successors.iter().enumerate() {
        if targets.len() > 2 {
            return Err(StructureError::TooManySuccessors {
                node,
                count: targets.len(),
            });
        }
        if let Some(&target) = targets.iter().find(|&&t| t >= n) {
            return Err(StructureError::SuccessorOutOfRange { node, target });
        }
    }
    Ok(())
}

/// The working graph: the reachable nodes, each loop header whose terminator is
/// conditional (or that is its own latch) split into its header half and its body half.
/// Rejects branches to the entry and irreducible cycles.
fn split_loop_headers(g0: &[Vec<usize>]) -> Result<Work, StructureError> {
    let n0 = g0.len();
    let a0 = Analysis::new(g0);
    if !a0.preds[0].is_empty() {
        return Err(StructureError::EntryHasPredecessors {
            predecessors: a0.preds[0].clone(),
        });
    }
    if let Some(&(from, to)) = a0.retreating.iter().find(|&&(u, v)| !a0.dominates(v, u)) {
        return Err(irreducible_error(g0, &a0, from, to));
    }
    // In a reducible graph the retreating edges are exactly the back edges.
    let mut is_header = vec![false; n0];
    for &(_, v) in &a0.retreating {
        is_header[v] = true;
    }
    let mut w = Work::default();
    let mut to_w = vec![NONE; n0];
    for &v in &a0.rpo {
        to_w[v] = w.add(PlannedNode::Original(v), Vec::new());
    }
    let mut body = vec![NONE; n0];
    for &v in &a0.rpo {
        if is_header[v] && (g0[v].len() == 2 || g0[v].contains(&v)) {
            body[v] = w.add(PlannedNode::LoopBody(v), Vec::new());
        }
    }
    for &v in &a0.rpo {
        let targets: Vec<usize> = g0[v].iter().map(|&t| to_w[t]).collect();
        if body[v] == NONE {
            w.succ[to_w[v]] = targets;
        } else {
            w.succ[to_w[v]] = vec![body[v]];
            w.succ[body[v]] = targets;
        }
    }
    Ok(w)
}

/// Gives every loop one back edge, from a block that can be its continue target: the
/// single latch when it is in no nested loop and leaves only to the loop's one exit
/// target, otherwise a forward block that gathers the back edges.
fn single_back_edges(w: &mut Work, fresh: &mut Fresh) -> Result<(), StructureError> {
    let an = Analysis::new(&w.succ);
    let loops = Loops::new(&w.succ, &an);
    let mut gather = Vec::new();
    for l in 0..loops.header.len() {
        let h = loops.header[l];
        let latches = &loops.latches[l];
        let suitable = latches.len() == 1 && {
            let u = latches[0];
            let exits = &loops.exits[l];
            loops.innermost[u] == Some(l)
                && w.succ[u]
                    .iter()
                    .all(|&s| s == h || (exits.len() == 1 && s == exits[0]))
        };
        if !suitable {
            gather.push(l);
        }
    }
    for l in gather {
        let h = loops.header[l];
        let target = original_of(w.kind[h]).ok_or_else(|| internal("loop header kind"))?;
        let f = fresh.forward(w, target, h);
        for &u in &loops.latches[l] {
            w.redirect(u, h, f);
        }
    }
    Ok(())
}

/// The graph cut into regions: region 0 is the part of the function outside every loop,
/// region `l + 1` the body of loop `l`. A loop header belongs to its parent's region,
/// where it stands for the whole collapsed loop (its successors there are the loop's
/// exit targets); continue targets and unreachable nodes belong to none.
struct Regions {
    /// Per loop: its continue target (its only back-edge block).
    cont: Vec<usize>,
    is_cont: Vec<bool>,
    /// Per region: its nodes in reverse post-order.
    nodes: Vec<Vec<usize>>,
    /// Per region node: where its edges go, seen from its region.
    targets: Vec<Vec<Target>>,
    /// Per region node: how many nodes of its region have an edge to it.
    region_preds: Vec<usize>,
}

impl Regions {
    fn new(w: &Work, an: &Analysis, loops: &Loops) -> Result<Regions, StructureError> {
        let nl = loops.header.len();
        let nn = w.kind.len();
        let mut cont = vec![NONE; nl];
        let mut is_cont = vec![false; nn];
        for l in 0..nl {
            if loops.latches[l].len() != 1 {
                return Err(internal("a loop kept several back edges"));
            }
            cont[l] = loops.latches[l][0];
            if loops.innermost[cont[l]] != Some(l) {
                return Err(internal("a continue target lies in a nested loop"));
            }
            is_cont[cont[l]] = true;
        }
        // Per node: its region, `NONE` for none.
        let region_of: Vec<usize> = (0..nn)
            .map(|v| {
                if !an.reachable(v) {
                    NONE
                } else if let Some(l) = loops.of_header[v] {
                    loops.parent[l].map_or(0, |p| p + 1)
                } else if is_cont[v] {
                    NONE
                } else {
                    loops.innermost[v].map_or(0, |l| l + 1)
                }
            })
            .collect();
        let mut nodes: Vec<Vec<usize>> = vec![Vec::new(); nl + 1];
        for &v in &an.rpo {
            if region_of[v] != NONE {
                nodes[region_of[v]].push(v);
            }
        }
        let mut targets: Vec<Vec<Target>> = vec![Vec::new(); nn];
        let mut region_preds = vec![0usize; nn];
        for (r, members) in nodes.iter().enumerate() {
            for &v in members {
                let raw: &[usize] = match loops.of_header[v] {
                    Some(l) => &loops.exits[l],
                    None => &w.succ[v],
                };
                let mut t = Vec::new();
                for &y in raw {
                    let target = if r > 0 && y == cont[r - 1] {
                        Target::Continue
                    } else if region_of[y] == r {
                        Target::Node(y)
                    } else if r > 0 {
                        Target::Break
                    } else {
                        return Err(internal("an edge enters a loop other than at its header"));
                    };
                    if !t.contains(&target) {
                        t.push(target);
                    }
                }
                for target in &t {
                    if let Target::Node(y) = *target {
                        region_preds[y] += 1;
                    }
                }
                targets[v] = t;
            }
        }
        Ok(Regions {
            cont,
            is_cont,
            nodes,
            targets,
            region_preds,
        })
    }

    /// The virtual exit node of every region's post-dominator tree.
    fn exit(&self) -> usize {
        self.is_cont.len()
    }

    /// Immediate post-dominators per region, computed where the arms that go on rejoin:
    /// * a branch's edges that continue or break do not count if it has another target;
    /// * a *private* arm (entered only from the branch, and whose blocks are all
    ///   dominated by its first block, leaving only by continue, break or return) does
    ///   not count if another arm exists: it ends inside the selection construct;
    /// * for a collapsed loop, an exit into a *dead* private tail (one that can only
    ///   return or loop forever, entered by a single edge) does not count if another exit
    ///   exists, and never counts when that edge comes from a nested loop: as the merge it
    ///   would make the edge a break out of two loops. Continue and break exits of a loop
    ///   always count: every exit of a loop construct must go to its merge.
    ///
    /// The result is indexed by node; `exit()` stands for "no rejoining node in the
    /// region" (in a loop: the arms meet at the continue target).
    fn post_dominators(&self, an: &Analysis, loops: &Loops) -> Vec<usize> {
        let nn = self.is_cont.len();
        let exit = self.exit();
        let mut ipdom = vec![NONE; nn + 1];
        let mut pdepth = vec![0usize; nn + 1];
        // Per node, over everything reachable from it in its region: whether it leaves
        // the region, and the range of dominator-tree preorder numbers it covers.
        let mut leaves = vec![false; nn];
        let mut lo = vec![0usize; nn];
        let mut hi = vec![0usize; nn];
        let mut private = vec![false; nn];
        let mut dead = vec![false; nn];
        for members in &self.nodes {
            for &u in members.iter().rev() {
                let mut left = false;
                let (mut low, mut high) = (an.tin[u], an.tin[u]);
                for target in &self.targets[u] {
                    match *target {
                        Target::Node(y) => {
                            left |= leaves[y];
                            low = low.min(lo[y]);
                            high = high.max(hi[y]);
                        }
                        Target::Continue | Target::Break => left = true,
                    }
                }
                leaves[u] = left;
                lo[u] = low;
                hi[u] = high;
                private[u] = low >= an.tin[u] && high <= an.tout[u];
                dead[u] = private[u] && !left;
                let mut kept: Vec<usize> = Vec::new();
                let mut tails: Vec<usize> = Vec::new();
                if let Some(l) = loops.of_header[u] {
                    for target in &self.targets[u] {
                        match *target {
                            Target::Node(y) if dead[y] && an.preds[y].len() == 1 => {
                                let deep = an.preds[y].iter().any(|&p| {
                                    loops.innermost[p] != Some(l) && loops.contains(l, p)
                                });
                                if !deep {
                                    tails.push(y);
                                }
                            }
                            Target::Node(y) => kept.push(y),
                            Target::Continue => kept.push(exit),
                            Target::Break => {}
                        }
                    }
                } else {
                    for target in &self.targets[u] {
                        match *target {
                            Target::Node(y) if private[y] && self.region_preds[y] == 1 => {
                                tails.push(y);
                            }
                            Target::Node(y) => kept.push(y),
                            Target::Continue | Target::Break => {}
                        }
                    }
                }
                if kept.is_empty() {
                    kept = tails;
                }
                let mut p = kept.first().copied().unwrap_or(exit);
                for &k in kept.iter().skip(1) {
                    p = post_nca(&ipdom, &pdepth, p, k, exit);
                }
                ipdom[u] = p;
                pdepth[u] = pdepth[p] + 1;
            }
        }
        ipdom
    }

    /// The headers and their natural merges. Regions are visited from the outside in, so
    /// that a loop's exit (its merge) is known before the branches of its body are
    /// classified: a branch with a target that is the innermost loop's continue target
    /// or exit is a `continue` or `break`, not a selection.
    fn merge_choices(
        &self,
        w: &Work,
        an: &Analysis,
        loops: &Loops,
        ipdom: &[usize],
    ) -> Vec<(usize, MergeChoice)> {
        let nl = loops.header.len();
        let choose = |r: usize, p: usize| {
            if p != self.exit() {
                MergeChoice::Node(p)
            } else if r > 0 {
                MergeChoice::ForwardToContinue(self.cont[r - 1])
            } else {
                MergeChoice::Unreachable
            }
        };
        let mut loop_order: Vec<usize> = (0..nl).collect();
        loop_order.sort_by_key(|&l| an.rpo_index[loops.header[l]]);
        let mut break_target: Vec<Option<usize>> = vec![None; nl];
        let mut choices: Vec<(usize, MergeChoice)> = Vec::new();
        for r in std::iter::once(0).chain(loop_order.iter().map(|&l| l + 1)) {
            for &u in &self.nodes[r] {
                if let Some(l) = loops.of_header[u] {
                    let choice = choose(r, ipdom[u]);
                    break_target[l] = match choice {
                        MergeChoice::Node(t) | MergeChoice::ForwardToContinue(t) => Some(t),
                        MergeChoice::Unreachable => None,
                    };
                    choices.push((u, choice));
                    continue;
                }
                let s = &w.succ[u];
                if s.len() != 2 || s[0] == s[1] {
                    continue;
                }
                if r > 0 {
                    let l = r - 1;
                    let is_exit = |t: usize| t == self.cont[l] || break_target[l] == Some(t);
                    if is_exit(s[0]) || is_exit(s[1]) {
                        continue;
                    }
                }
                choices.push((u, choose(r, ipdom[u])));
            }
        }
        choices
    }
}

/// Gives every header its merge block. A block merges at most one header, a merge is
/// neither a loop header nor a continue target, and a header strictly dominates its
/// merge: where the natural merge does not qualify, a forward block in front of it
/// gathers the edges from inside the construct (from blocks the header dominates).
/// Returns the merge and the continue target of every header.
#[allow(clippy::type_complexity)]
fn resolve_merges(
    w: &mut Work,
    an: &Analysis,
    loops: &Loops,
    regions: &Regions,
    choices: &[(usize, MergeChoice)],
    fresh: &mut Fresh,
) -> Result<(Vec<Option<usize>>, Vec<Option<usize>>), StructureError> {
    let nn = w.kind.len();
    let mut merge_of: Vec<Option<usize>> = vec![None; nn];
    let mut cont_of: Vec<Option<usize>> = vec![None; nn];
    for (l, &h) in loops.header.iter().enumerate() {
        cont_of[h] = Some(regions.cont[l]);
    }
    let mut claims: Vec<Claim> = Vec::new();
    for &(header, choice) in choices {
        match choice {
            MergeChoice::Node(target) => claims.push(Claim {
                target,
                header,
                forced_forward: false,
                arms_only: false,
            }),
            MergeChoice::ForwardToContinue(target) => claims.push(Claim {
                target,
                header,
                forced_forward: true,
                arms_only: loops.of_header[header].is_none(),
            }),
            MergeChoice::Unreachable => merge_of[header] = Some(fresh.unreachable_merge(w)),
        }
    }
    // Per target, innermost claimants first: their forward blocks are gathered again by
    // the enclosing claimants' forward blocks, which makes the chains.
    claims.sort_by(|a, b| {
        a.target
            .cmp(&b.target)
            .then(an.depth[b.header].cmp(&an.depth[a.header]))
    });
    for group in claims.chunk_by(|a, b| a.target == b.target) {
        let t = group[0].target;
        let final_target = original_of(w.kind[t]).ok_or_else(|| internal("merge target kind"))?;
        // The predecessors of `t` (back edges excepted), keyed by the dominator-tree
        // preorder number of the node (or, for a forward block, of its header), so that
        // the ones a header dominates form one range.
        let mut pool: BTreeSet<(usize, usize)> = an.preds[t]
            .iter()
            .filter(|&&p| !an.dominates(t, p))
            .map(|&p| (an.tin[p], p))
            .collect();
        for (k, claim) in group.iter().enumerate() {
            let x = claim.header;
            let direct = k + 1 == group.len()
                && !claim.forced_forward
                && an.strictly_dominates(x, t)
                && !regions.is_cont[t]
                && loops.of_header[t].is_none()
                && group[..k].iter().all(|o| an.dominates(x, o.header));
            if direct {
                merge_of[x] = Some(t);
                continue;
            }
            let mut taken: Vec<(usize, usize)> = pool
                .range((an.tin[x], 0)..=(an.tout[x], NONE))
                .copied()
                .collect();
            if claim.arms_only {
                taken.retain(|&(_, p)| w.succ[p].iter().all(|&s| s == t));
            }
            if taken.is_empty() {
                merge_of[x] = Some(fresh.unreachable_merge(w));
                continue;
            }
            let f = fresh.forward(w, final_target, t);
            for key in &taken {
                pool.remove(key);
                w.redirect(key.1, t, f);
            }
            pool.insert((an.tin[x], f));
            merge_of[x] = Some(f);
        }
    }
    let total = w.kind.len();
    merge_of.resize(total, None);
    cont_of.resize(total, None);
    Ok((merge_of, cont_of))
}

/// The plan of the final graph: blocks in emission order with their merge instructions,
/// successors and (for forward blocks) predecessors.
fn describe(
    g0: &[Vec<usize>],
    w: &Work,
    merge_of: &[Option<usize>],
    cont_of: &[Option<usize>],
) -> StructuredPlan {
    let an = Analysis::new(&w.succ);
    let order = emission_order(w, &an, merge_of, cont_of);
    let mut position = HashMap::with_capacity(order.len());
    let mut blocks = Vec::with_capacity(order.len());
    for (index, &v) in order.iter().enumerate() {
        position.insert(w.kind[v], index);
        let merge = match (merge_of[v], cont_of[v]) {
            (Some(m), Some(c)) => Some(MergeInstruction::Loop {
                merge: w.kind[m],
                continue_target: w.kind[c],
            }),
            (Some(m), None) => Some(MergeInstruction::Selection { merge: w.kind[m] }),
            (None, _) => None,
        };
        let redirected_from = if matches!(w.kind[v], PlannedNode::Forward { .. }) {
            an.preds[v].iter().map(|&p| w.kind[p]).collect()
        } else {
            Vec::new()
        };
        blocks.push(PlannedBlock {
            node: w.kind[v],
            merge,
            successors: w.succ[v].iter().map(|&s| w.kind[s]).collect(),
            redirected_from,
        });
    }
    StructuredPlan {
        blocks,
        position,
        original_successors: g0.to_vec(),
    }
}

/// Nearest common ancestor in a post-dominator tree rooted at `exit`.
fn post_nca(ipdom: &[usize], depth: &[usize], mut a: usize, mut b: usize, exit: usize) -> usize {
    while a != b {
        if a == NONE || b == NONE {
            return exit;
        }
        if depth[a] >= depth[b] {
            a = ipdom[a];
        } else {
            b = ipdom[b];
        }
    }
    a
}

/// Block order: depth-first over the graph plus header → merge and header → continue
/// edges (taken first, so that a construct's blocks come before its merge), reversed.
/// Falls back to plain reverse post-order if that ever put a block before a dominator.
fn emission_order(
    w: &Work,
    an: &Analysis,
    merge_of: &[Option<usize>],
    cont_of: &[Option<usize>],
) -> Vec<usize> {
    let n = w.kind.len();
    let children = |v: usize| -> Vec<usize> {
        let mut c = Vec::with_capacity(4);
        c.extend(merge_of[v]);
        c.extend(cont_of[v]);
        c.extend(w.succ[v].iter().rev().copied());
        c
    };
    let mut seen = vec![false; n];
    let mut post = Vec::with_capacity(n);
    let mut stack: Vec<(usize, Vec<usize>, usize)> = vec![(0, children(0), 0)];
    seen[0] = true;
    while let Some(top) = stack.last_mut() {
        if let Some(&c) = top.1.get(top.2) {
            top.2 += 1;
            if !seen[c] {
                seen[c] = true;
                stack.push((c, children(c), 0));
            }
        } else {
            post.push(top.0);
            stack.pop();
        }
    }
    let order: Vec<usize> = post.into_iter().rev().collect();
    let mut pos = vec![NONE; n];
    for (i, &v) in order.iter().enumerate() {
        pos[v] = i;
    }
    let dominance_ordered = an.rpo.iter().all(|&v| v == 0 || pos[an.idom[v]] < pos[v]);
    if dominance_ordered && order.len() == n {
        return order;
    }
    let mut fallback = an.rpo.clone();
    fallback.extend((0..n).filter(|&v| !an.reachable(v)));
    fallback
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum ConstructKind {
    Selection,
    Loop,
    Continue,
}

struct Construct {
    kind: ConstructKind,
    header: usize,
    /// The enclosing construct, `NONE` for the function level.
    parent: usize,
    depth: usize,
    /// The header of the innermost loop whose loop or continue construct contains this
    /// one (for a loop or continue construct: its own loop), or `NONE`.
    inner_loop: usize,
}

/// Checks the final graph against the structured control-flow rules (SPIR-V 1.6 §2.11),
/// with constructs computed, as spirv-val does, from *structural* dominance (dominance in
/// the graph plus an edge from every header to its merge block and continue target).
/// Anything the planner could not structure shows up here as an `Unstructured` error.
fn verify(
    w: &Work,
    merge_of: &[Option<usize>],
    cont_of: &[Option<usize>],
) -> Result<(), StructureError> {
    let mut v = Verifier::new(w, merge_of, cont_of)?;
    v.check_headers()?;
    v.build_constructs()?;
    v.check_edges()
}

struct Verifier<'a> {
    w: &'a Work,
    merge_of: &'a [Option<usize>],
    cont_of: &'a [Option<usize>],
    /// Analysis of the structural graph.
    an: Analysis,
    /// Per block: the header it is the merge block / continue target of, or `NONE`.
    merge_owner: Vec<usize>,
    cont_owner: Vec<usize>,
    cons: Vec<Construct>,
    /// Per header: its (loop or selection) construct, and a loop's continue construct.
    head_cons: Vec<usize>,
    cont_cons: Vec<usize>,
    /// Per block: the innermost construct it belongs to other than as its header
    /// (`NONE`: the function level).
    member: Vec<usize>,
}

impl<'a> Verifier<'a> {
    fn new(
        w: &'a Work,
        merge_of: &'a [Option<usize>],
        cont_of: &'a [Option<usize>],
    ) -> Result<Verifier<'a>, StructureError> {
        let n = w.kind.len();
        let structural: Vec<Vec<usize>> = (0..n)
            .map(|v| {
                let mut s = w.succ[v].clone();
                s.extend(merge_of[v]);
                s.extend(cont_of[v]);
                s
            })
            .collect();
        let an = Analysis::new(&structural);
        if an.rpo.len() != n {
            return Err(internal("a planned block is neither reachable nor a merge"));
        }
        if let Some(&(u, v)) = an
            .retreating
            .iter()
            .find(|&&(u, v)| w.succ[u].contains(&v) && !an.dominates(v, u))
        {
            return Err(StructureError::Unstructured {
                block: w.kind[u],
                reason: format!(
                    "its edge to {} closes a cycle that {} does not structurally dominate",
                    w.kind[v], w.kind[v]
                ),
            });
        }
        Ok(Verifier {
            w,
            merge_of,
            cont_of,
            an,
            merge_owner: vec![NONE; n],
            cont_owner: vec![NONE; n],
            cons: Vec::new(),
            head_cons: vec![NONE; n],
            cont_cons: vec![NONE; n],
            member: vec![NONE; n],
        })
    }

    fn name(&self, v: usize) -> PlannedNode {
        self.w.kind[v]
    }

    fn unstructured(&self, v: usize, reason: String) -> StructureError {
        StructureError::Unstructured {
            block: self.w.kind[v],
            reason,
        }
    }

    /// Merge blocks are unique, strictly dominated by their header, neither loop headers
    /// nor continue targets; a loop's only back edge comes from its continue target.
    fn check_headers(&mut self) -> Result<(), StructureError> {
        let n = self.w.kind.len();
        for x in 0..n {
            let Some(m) = self.merge_of[x] else {
                if self.cont_of[x].is_some() {
                    return Err(internal("a loop header without a merge block"));
                }
                continue;
            };
            if !self.an.reachable(x) {
                return Err(internal("an unreachable block has a merge instruction"));
            }
            if self.merge_owner[m] != NONE {
                let reason = format!(
                    "it would be the merge block of both {} and {}",
                    self.name(self.merge_owner[m]),
                    self.name(x)
                );
                return Err(self.unstructured(m, reason));
            }
            self.merge_owner[m] = x;
            if !self.an.strictly_dominates(x, m) {
                let reason = format!(
                    "the header does not strictly dominate its merge block {}",
                    self.name(m)
                );
                return Err(self.unstructured(x, reason));
            }
            if let Some(c) = self.cont_of[x] {
                if !self.an.dominates(x, c) {
                    let reason = format!(
                        "the loop header does not dominate its continue target {}",
                        self.name(c)
                    );
                    return Err(self.unstructured(x, reason));
                }
                self.cont_owner[c] = x;
            }
        }
        for v in 0..n {
            let owner = self.merge_owner[v];
            if owner != NONE && self.cont_owner[v] != NONE {
                let reason = format!(
                    "it would be both the merge block of {} and the continue target of {}",
                    self.name(owner),
                    self.name(self.cont_owner[v])
                );
                return Err(self.unstructured(v, reason));
            }
            if owner != NONE && self.cont_of[v].is_some() {
                let reason = format!(
                    "the loop header would be the merge block of {}",
                    self.name(owner)
                );
                return Err(self.unstructured(v, reason));
            }
        }
        for &v in &self.an.rpo {
            for &p in &self.an.preds[v] {
                if self.w.succ[p].contains(&v)
                    && self.an.dominates(v, p)
                    && self.cont_of[v] != Some(p)
                {
                    let reason = format!(
                        "its back edge to {} does not come from the continue target of a loop \
                         headed there",
                        self.name(v)
                    );
                    return Err(self.unstructured(p, reason));
                }
            }
        }
        Ok(())
    }

    /// The construct tree, walking the structural dominator tree (in reverse post-order:
    /// dominators first). A block's construct is its dominator's, or the construct its
    /// dominator heads; a merge block leaves its header's construct; a continue target
    /// enters its loop's continue construct.
    fn build_constructs(&mut self) -> Result<(), StructureError> {
        for i in 0..self.an.rpo.len() {
            let v = self.an.rpo[i];
            let base = if v == 0 {
                NONE
            } else {
                let p = self.an.idom[v];
                if self.head_cons[p] == NONE {
                    self.member[p]
                } else {
                    self.head_cons[p]
                }
            };
            self.member[v] = if self.merge_owner[v] != NONE {
                let y = self.merge_owner[v];
                let cy = self.head_cons[y];
                if cy == NONE {
                    return Err(internal("a merge block comes before its header"));
                }
                if base != cy && !(self.cont_cons[y] != NONE && base == self.cont_cons[y]) {
                    let inner = if base == NONE {
                        y
                    } else {
                        self.cons[base].header
                    };
                    let reason = format!(
                        "the merge block of {} lies inside the construct headed by {}",
                        self.name(y),
                        self.name(inner)
                    );
                    return Err(self.unstructured(v, reason));
                }
                self.cons[cy].parent
            } else if self.cont_owner[v] == NONE {
                base
            } else {
                let h = self.cont_owner[v];
                if base != self.head_cons[h] {
                    let inner = if base == NONE {
                        h
                    } else {
                        self.cons[base].header
                    };
                    let reason = format!(
                        "the continue target of the loop headed by {} lies inside the \
                         construct headed by {}",
                        self.name(h),
                        self.name(inner)
                    );
                    return Err(self.unstructured(v, reason));
                }
                self.cont_cons[h]
            };
            if self.merge_of[v].is_some() {
                self.add_constructs(v);
            }
        }
        Ok(())
    }

    fn add_constructs(&mut self, header: usize) {
        let parent = self.member[header];
        let (depth, outer_loop) = if parent == NONE {
            (1, NONE)
        } else {
            (self.cons[parent].depth + 1, self.cons[parent].inner_loop)
        };
        let mut push = |kind, inner_loop| {
            self.cons.push(Construct {
                kind,
                header,
                parent,
                depth,
                inner_loop,
            });
            self.cons.len() - 1
        };
        if self.cont_of[header].is_some() {
            self.head_cons[header] = push(ConstructKind::Loop, header);
            self.cont_cons[header] = push(ConstructKind::Continue, header);
        } else {
            self.head_cons[header] = push(ConstructKind::Selection, outer_loop);
        }
    }

    /// Whether construct `d` is `k` or nested in it (`NONE`: the function level).
    fn within(&self, mut d: usize, k: usize) -> bool {
        if k == NONE {
            return true;
        }
        let depth = self.cons[k].depth;
        while d != NONE && self.cons[d].depth > depth {
            d = self.cons[d].parent;
        }
        d == k
    }

    /// Whether a branch to `v` is a structured exit from construct `k`.
    fn exit_ok(&self, k: usize, v: usize) -> bool {
        let c = &self.cons[k];
        let merge_or_continue =
            |h: usize| self.merge_of[h] == Some(v) || self.cont_of[h] == Some(v);
        match c.kind {
            ConstructKind::Selection => {
                self.merge_of[c.header] == Some(v)
                    || (c.inner_loop != NONE && merge_or_continue(c.inner_loop))
            }
            ConstructKind::Loop => merge_or_continue(c.header),
            ConstructKind::Continue => c.header == v || self.merge_of[c.header] == Some(v),
        }
    }

    /// Every edge stays in its construct, enters a nested one through its header, or
    /// leaves by a structured exit (its merge, the innermost loop's merge or continue
    /// target, back to the loop header from the continue construct); every conditional
    /// branch without a merge instruction is a break or a continue.
    fn check_edges(&self) -> Result<(), StructureError> {
        for &u in &self.an.rpo {
            let cu = if self.head_cons[u] == NONE {
                self.member[u]
            } else {
                self.head_cons[u]
            };
            for (i, &v) in self.w.succ[u].iter().enumerate() {
                if self.w.succ[u][..i].contains(&v) {
                    continue;
                }
                let dv = if self.cont_owner[v] == NONE {
                    self.member[v]
                } else {
                    self.cons[self.cont_cons[self.cont_owner[v]]].parent
                };
                let mut k = cu;
                while k != NONE && !self.within(dv, k) {
                    if !self.exit_ok(k, v) {
                        return Err(self.bad_exit(u, v, k));
                    }
                    k = self.cons[k].parent;
                }
                if dv != k {
                    let inner = if dv == NONE { v } else { self.cons[dv].header };
                    let reason = format!(
                        "its edge to {} enters the construct headed by {} other than through \
                         its header",
                        self.name(v),
                        self.name(inner)
                    );
                    return Err(self.unstructured(u, reason));
                }
            }
            let s = &self.w.succ[u];
            if s.len() == 2 && s[0] != s[1] {
                if self.cont_of[u].is_some() {
                    return Err(internal("a loop header kept a conditional branch"));
                }
                if self.merge_of[u].is_none() {
                    let k = self.member[u];
                    let il = if k == NONE {
                        NONE
                    } else {
                        self.cons[k].inner_loop
                    };
                    let ok = il != NONE
                        && s.iter()
                            .any(|&t| self.merge_of[il] == Some(t) || self.cont_of[il] == Some(t));
                    if !ok {
                        return Err(internal(format!(
                            "the conditional branch of {} got no selection merge",
                            self.name(u)
                        )));
                    }
                }
            }
        }
        Ok(())
    }

    fn bad_exit(&self, u: usize, v: usize, k: usize) -> StructureError {
        let kind = match self.cons[k].kind {
            ConstructKind::Selection => "selection",
            ConstructKind::Loop => "loop",
            ConstructKind::Continue => "continue",
        };
        let hint = if self.cons[k].kind == ConstructKind::Selection {
            ""
        } else {
            " (a break or continue out of more than one loop, or loop exits that do not \
             rejoin: run unify-loop-exits first)"
        };
        let reason = format!(
            "its edge to {} leaves the {kind} construct headed by {} other than to its merge \
             block or the innermost loop's merge block or continue target{hint}",
            self.name(v),
            self.name(self.cons[k].header),
        );
        self.unstructured(u, reason)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeSet, HashMap};
    use std::time::Instant;

    use PlannedNode::{Forward, LoopBody, Original, UnreachableMerge};

    fn graph(successors: &[&[usize]]) -> ControlFlowGraph {
        ControlFlowGraph {
            successors: successors.iter().map(|s| s.to_vec()).collect(),
        }
    }

    // -----------------------------------------------------------------------------------
    // An independent checker: recomputes everything from the plan alone with simple
    // (quadratic) set-based algorithms, following SPIR-V 1.6 §2.11 and spirv-val's
    // structured control-flow checks.
    // -----------------------------------------------------------------------------------

    /// Dominator sets: `dom[v][d]` iff `d` dominates `v`; empty for unreachable `v`.
    fn dominator_sets(succ: &[Vec<usize>], entry: usize) -> Vec<Vec<bool>> {
        let n = succ.len();
        let mut reach = vec![false; n];
        let mut order = Vec::new();
        let mut stack = vec![entry];
        reach[entry] = true;
        while let Some(v) = stack.pop() {
            order.push(v);
            for &s in &succ[v] {
                if !reach[s] {
                    reach[s] = true;
                    stack.push(s);
                }
            }
        }
        let mut preds = vec![Vec::new(); n];
        for v in 0..n {
            if reach[v] {
                for &s in &succ[v] {
                    preds[s].push(v);
                }
            }
        }
        let mut dom: Vec<Vec<bool>> = (0..n)
            .map(|v| if reach[v] { vec![true; n] } else { Vec::new() })
            .collect();
        dom[entry] = vec![false; n];
        dom[entry][entry] = true;
        let mut changed = true;
        while changed {
            changed = false;
            for &v in &order {
                if v == entry {
                    continue;
                }
                let mut new = vec![true; n];
                for &p in &preds[v] {
                    for d in 0..n {
                        new[d] &= dom[p][d];
                    }
                }
                new[v] = true;
                if new != dom[v] {
                    dom[v] = new;
                    changed = true;
                }
            }
        }
        dom
    }

    /// Does every path from `c` (in `succ`) reach `b`? (`b` post-dominates `c`.)
    fn post_dominates(succ: &[Vec<usize>], b: usize, c: usize) -> bool {
        if b == c {
            return true;
        }
        // Explore from c avoiding b: a terminal or a cycle there is a path that never
        // reaches b.
        let n = succ.len();
        let mut color = vec![0u8; n];
        let mut stack = vec![(c, 0usize)];
        color[c] = 1;
        while let Some(top) = stack.last_mut() {
            let v = top.0;
            if succ[v].is_empty() {
                return false;
            }
            if let Some(&s) = succ[v].get(top.1) {
                top.1 += 1;
                if s == b {
                    continue;
                }
                match color[s] {
                    0 => {
                        color[s] = 1;
                        stack.push((s, 0));
                    }
                    1 => return false,
                    _ => {}
                }
            } else {
                color[v] = 2;
                stack.pop();
            }
        }
        true
    }

    fn check(g: &ControlFlowGraph, plan: &StructuredPlan) -> Result<(), String> {
        let blocks = &plan.blocks;
        let nb = blocks.len();
        let mut idx: HashMap<PlannedNode, usize> = HashMap::new();
        for (i, b) in blocks.iter().enumerate() {
            if idx.insert(b.node, i).is_some() {
                return Err(format!("{:?} is emitted twice", b.node));
            }
        }
        if blocks.first().map(|b| b.node) != Some(Original(0)) {
            return Err("the entry block must come first".into());
        }
        let find = |node: PlannedNode| -> Result<usize, String> {
            idx.get(&node)
                .copied()
                .ok_or_else(|| format!("{node:?} is referenced but not emitted"))
        };
        let mut succ: Vec<Vec<usize>> = Vec::new();
        for b in blocks {
            let mut s = Vec::new();
            for &t in &b.successors {
                s.push(find(t)?);
            }
            succ.push(s);
        }
        let mut merge: Vec<Option<usize>> = vec![None; nb];
        let mut cont: Vec<Option<usize>> = vec![None; nb];
        for (i, b) in blocks.iter().enumerate() {
            match b.merge {
                Some(MergeInstruction::Selection { merge: m }) => merge[i] = Some(find(m)?),
                Some(MergeInstruction::Loop {
                    merge: m,
                    continue_target: c,
                }) => {
                    merge[i] = Some(find(m)?);
                    cont[i] = Some(find(c)?);
                }
                None => {}
            }
        }

        // Original nodes: the reachable ones, once each; split headers well formed.
        let n0 = g.successors.len();
        let mut reach0 = vec![false; n0];
        let mut stack = vec![0];
        reach0[0] = true;
        while let Some(v) = stack.pop() {
            for &s in &g.successors[v] {
                if !reach0[s] {
                    reach0[s] = true;
                    stack.push(s);
                }
            }
        }
        for n in 0..n0 {
            if idx.contains_key(&Original(n)) != reach0[n] {
                return Err(format!(
                    "node {n}: reachable {} but emitted {}",
                    reach0[n], !reach0[n]
                ));
            }
            if let Some(&b) = idx.get(&LoopBody(n)) {
                let h = idx[&Original(n)];
                if succ[h] != vec![b] || cont[h].is_none() {
                    return Err(format!(
                        "split header {n} must be a loop header branching to its body"
                    ));
                }
            }
        }
        let mut unreachable_merges = 0;
        for (i, b) in blocks.iter().enumerate() {
            match b.node {
                Original(n) | LoopBody(n) if n >= n0 || !reach0[n] => {
                    return Err(format!("{:?} is not a reachable original node", b.node))
                }
                Forward { .. } if succ[i].len() != 1 || b.merge.is_some() => {
                    return Err(format!("{:?} must be a plain branch", b.node))
                }
                UnreachableMerge(_) => {
                    unreachable_merges += 1;
                    if !succ[i].is_empty() || b.merge.is_some() {
                        return Err(format!("{:?} must end in OpUnreachable", b.node));
                    }
                    if !merge.contains(&Some(i)) {
                        return Err(format!("{:?} is nobody's merge", b.node));
                    }
                }
                _ => {}
            }
        }

        // Every original edge is represented exactly once, through forward blocks, and
        // the phi mapping follows it.
        let mut expected_preds: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); nb];
        let mut sources: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); nb];
        for p in (0..n0).filter(|&p| reach0[p]) {
            let src = match idx.get(&LoopBody(p)) {
                Some(&b) => {
                    expected_preds[b].insert(idx[&Original(p)]);
                    b
                }
                None => idx[&Original(p)],
            };
            if succ[src].len() != g.successors[p].len() {
                return Err(format!("node {p}: terminator arity changed"));
            }
            for (slot, &m) in g.successors[p].iter().enumerate() {
                let mut prev = src;
                let mut cur = succ[src][slot];
                let mut steps = 0;
                loop {
                    expected_preds[cur].insert(prev);
                    match blocks[cur].node {
                        Forward { target, .. } => {
                            if target != m {
                                return Err(format!(
                                    "edge {p}->{m} passes {:?}, which forwards to {target}",
                                    blocks[cur].node
                                ));
                            }
                            sources[cur].insert(p);
                            prev = cur;
                            cur = succ[cur][0];
                            steps += 1;
                            if steps > nb {
                                return Err("forward chain cycle".into());
                            }
                        }
                        Original(x) if x == m => break,
                        other => {
                            return Err(format!("edge {p}->{m} arrives at {other:?}"));
                        }
                    }
                }
                if plan.incoming_block(m, p) != Some(blocks[prev].node) {
                    return Err(format!(
                        "incoming_block({m}, {p}) = {:?}, expected {:?}",
                        plan.incoming_block(m, p),
                        blocks[prev].node
                    ));
                }
            }
        }
        let mut preds: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); nb];
        for (v, s) in succ.iter().enumerate() {
            for &t in s {
                preds[t].insert(v);
            }
        }
        for (i, b) in blocks.iter().enumerate() {
            if preds[i] != expected_preds[i] {
                return Err(format!(
                    "{:?} has edges that stand for no original edge",
                    b.node
                ));
            }
            let redirected: BTreeSet<usize> = b
                .redirected_from
                .iter()
                .map(|&r| idx.get(&r).copied().unwrap_or(usize::MAX))
                .collect();
            if matches!(b.node, Forward { .. }) {
                if sources[i].is_empty() {
                    return Err(format!("{:?} carries no edge", b.node));
                }
                if redirected != preds[i] {
                    return Err(format!(
                        "{:?}: redirected_from is not its predecessors",
                        b.node
                    ));
                }
                let fs: BTreeSet<usize> = plan.forward_sources(b.node).into_iter().collect();
                if fs != sources[i] {
                    return Err(format!("{:?}: forward_sources mismatch", b.node));
                }
            } else if !b.redirected_from.is_empty() {
                return Err(format!("{:?}: redirected_from must be empty", b.node));
            }
        }

        // Dominance order.
        let dom = dominator_sets(&succ, 0);
        for v in 0..nb {
            if dom[v].is_empty() {
                if !matches!(blocks[v].node, UnreachableMerge(_)) {
                    return Err(format!("{:?} is unreachable", blocks[v].node));
                }
                continue;
            }
            for d in 0..nb {
                if dom[v][d] && d > v {
                    return Err(format!(
                        "{:?} comes before its dominator {:?}",
                        blocks[v].node, blocks[d].node
                    ));
                }
            }
        }
        let _ = unreachable_merges;

        // The structural graph: merge and continue edges added.
        let mut ssucc = succ.clone();
        for i in 0..nb {
            ssucc[i].extend(merge[i]);
            ssucc[i].extend(cont[i]);
        }
        let sdom = dominator_sets(&ssucc, 0);
        let sdominates = |a: usize, b: usize| sdom[b].get(a).copied().unwrap_or(false);
        for v in 0..nb {
            if sdom[v].is_empty() {
                return Err(format!(
                    "{:?} is not structurally reachable",
                    blocks[v].node
                ));
            }
        }

        // Back edges: retreating real edges of a depth-first walk of the structural graph.
        let mut back: Vec<(usize, usize)> = Vec::new();
        {
            let mut color = vec![0u8; nb];
            let mut st = vec![(0usize, 0usize)];
            color[0] = 1;
            while let Some(top) = st.last_mut() {
                let v = top.0;
                if let Some(&s) = ssucc[v].get(top.1) {
                    top.1 += 1;
                    match color[s] {
                        0 => {
                            color[s] = 1;
                            st.push((s, 0));
                        }
                        1 if succ[v].contains(&s) => back.push((v, s)),
                        _ => {}
                    }
                } else {
                    color[v] = 2;
                    st.pop();
                }
            }
        }
        let mut back_blocks: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); nb];
        for &(u, v) in &back {
            if cont[v].is_none() {
                return Err(format!(
                    "back edge {:?} -> {:?} to a block that is not a loop header",
                    blocks[u].node, blocks[v].node
                ));
            }
            back_blocks[v].insert(u);
        }
        let mut back_block = vec![usize::MAX; nb];
        for h in 0..nb {
            if let Some(c) = cont[h] {
                if back_blocks[h].len() != 1 {
                    return Err(format!(
                        "loop header {:?} has {} back-edge blocks",
                        blocks[h].node,
                        back_blocks[h].len()
                    ));
                }
                let b = *back_blocks[h].iter().next().unwrap_or(&usize::MAX);
                back_block[h] = b;
                if !sdominates(c, b) || !post_dominates(&ssucc, b, c) {
                    return Err(format!(
                        "loop {:?}: continue target / back edge",
                        blocks[h].node
                    ));
                }
            }
        }

        // Merge rules.
        let mut merge_count = vec![0; nb];
        let is_cont: Vec<bool> = (0..nb).map(|v| cont.contains(&Some(v))).collect();
        for x in 0..nb {
            if let Some(m) = merge[x] {
                merge_count[m] += 1;
                if m == x || !sdominates(x, m) {
                    return Err(format!(
                        "{:?} does not strictly structurally dominate its merge {:?}",
                        blocks[x].node, blocks[m].node
                    ));
                }
                if is_cont[m] {
                    return Err(format!("merge {:?} is a continue target", blocks[m].node));
                }
                if cont[x].is_none() && cont[m].is_some() {
                    return Err(format!(
                        "selection merge {:?} is a loop header",
                        blocks[m].node
                    ));
                }
            }
        }
        if let Some(m) = (0..nb).find(|&m| merge_count[m] > 1) {
            return Err(format!(
                "{:?} is the merge of several headers",
                blocks[m].node
            ));
        }

        // Constructs as block sets.
        struct C {
            kind: u8, // 0 selection, 1 loop, 2 continue
            header: usize,
            blocks: Vec<bool>,
        }
        let mut constructs: Vec<C> = Vec::new();
        for x in 0..nb {
            let Some(m) = merge[x] else { continue };
            let body: Vec<bool> = (0..nb)
                .map(|b| sdominates(x, b) && !sdominates(m, b))
                .collect();
            if let Some(c) = cont[x] {
                let bb = back_block[x];
                let cset: Vec<bool> = (0..nb)
                    .map(|b| sdominates(c, b) && post_dominates(&ssucc, bb, b))
                    .collect();
                let lset: Vec<bool> = (0..nb).map(|b| body[b] && !cset[b]).collect();
                constructs.push(C {
                    kind: 1,
                    header: x,
                    blocks: lset,
                });
                constructs.push(C {
                    kind: 2,
                    header: x,
                    blocks: cset,
                });
            } else {
                constructs.push(C {
                    kind: 0,
                    header: x,
                    blocks: body,
                });
            }
        }
        // Innermost loop of a block: the smallest loop ∪ continue construct containing it.
        let loop_union: Vec<(usize, Vec<bool>, usize)> = (0..nb)
            .filter(|&h| cont[h].is_some())
            .map(|h| {
                let l = constructs.iter().find(|c| c.kind == 1 && c.header == h);
                let c = constructs.iter().find(|c| c.kind == 2 && c.header == h);
                let set: Vec<bool> = (0..nb)
                    .map(|b| l.is_some_and(|l| l.blocks[b]) || c.is_some_and(|c| c.blocks[b]))
                    .collect();
                let size = set.iter().filter(|&&x| x).count();
                (h, set, size)
            })
            .collect();
        let innermost_loop = |b: usize| -> Option<usize> {
            loop_union
                .iter()
                .filter(|(_, set, _)| set[b])
                .min_by_key(|(_, _, size)| *size)
                .map(|(h, _, _)| *h)
        };
        for k in &constructs {
            let x = k.header;
            for b in (0..nb).filter(|&b| k.blocks[b]) {
                for &s in &succ[b] {
                    if k.blocks[s] {
                        continue;
                    }
                    let ok = match k.kind {
                        0 => {
                            merge[x] == Some(s)
                                || innermost_loop(x)
                                    .is_some_and(|h| merge[h] == Some(s) || cont[h] == Some(s))
                        }
                        1 => merge[x] == Some(s) || cont[x] == Some(s),
                        _ => s == x || merge[x] == Some(s),
                    };
                    if !ok {
                        return Err(format!(
                            "{:?} -> {:?} exits the construct (kind {}) headed by {:?} unstructured",
                            blocks[b].node, blocks[s].node, k.kind, blocks[x].node
                        ));
                    }
                }
                let entry = if k.kind == 2 { cont[x] } else { Some(x) };
                if Some(b) == entry {
                    continue;
                }
                for &p in &preds[b] {
                    if !k.blocks[p] {
                        return Err(format!(
                            "{:?} enters the construct headed by {:?} at {:?}",
                            blocks[p].node, blocks[x].node, blocks[b].node
                        ));
                    }
                }
                if let Some(m) = merge[b] {
                    if !k.blocks[m] {
                        return Err(format!(
                            "header {:?} is inside the construct of {:?} but its merge is not",
                            blocks[b].node, blocks[x].node
                        ));
                    }
                }
            }
            if k.kind == 1 {
                if let Some(c) = cont[x] {
                    for &p in &preds[c] {
                        if !k.blocks[p] && back_block[x] != p {
                            return Err(format!(
                                "{:?} branches to a continue target from outside",
                                blocks[p].node
                            ));
                        }
                    }
                }
            }
        }
        // Conditional branches without a merge instruction are breaks or continues.
        for b in 0..nb {
            let s = &succ[b];
            if s.len() == 2 && s[0] != s[1] && merge[b].is_none() {
                let ok = innermost_loop(b)
                    .is_some_and(|h| s.iter().any(|&t| merge[h] == Some(t) || cont[h] == Some(t)));
                if !ok {
                    return Err(format!(
                        "{:?}: conditional branch without a selection merge",
                        blocks[b].node
                    ));
                }
            }
            if s.len() == 2 && s[0] != s[1] && cont[b].is_some() {
                return Err(format!(
                    "{:?}: loop header with a conditional branch",
                    blocks[b].node
                ));
            }
        }
        Ok(())
    }

    fn plan_and_check(g: &ControlFlowGraph) -> StructuredPlan {
        let p = match plan(g) {
            Ok(p) => p,
            Err(e) => panic!("plan failed: {e}\n{g:?}"),
        };
        if let Err(e) = check(g, &p) {
            panic!("invalid plan: {e}\n{g:?}\n{}", dump(&p));
        }
        p
    }

    fn dump(p: &StructuredPlan) -> String {
        let mut s = String::new();
        for b in &p.blocks {
            s += &format!("{:?}  merge {:?} -> {:?}\n", b.node, b.merge, b.successors);
        }
        s
    }

    fn merge_of(p: &StructuredPlan, node: PlannedNode) -> Option<MergeInstruction> {
        p.block(node).and_then(|b| b.merge)
    }

    fn forwards(p: &StructuredPlan) -> usize {
        p.blocks
            .iter()
            .filter(|b| matches!(b.node, Forward { .. }))
            .count()
    }

    // -----------------------------------------------------------------------------------
    // Hand-written cases.
    // -----------------------------------------------------------------------------------

    #[test]
    fn straight_line() {
        let p = plan_and_check(&graph(&[&[1], &[2], &[]]));
        assert_eq!(p.blocks.len(), 3);
        assert!(p.blocks.iter().all(|b| b.merge.is_none()));
    }

    #[test]
    fn if_then() {
        let p = plan_and_check(&graph(&[&[1, 2], &[2], &[]]));
        assert_eq!(
            merge_of(&p, Original(0)),
            Some(MergeInstruction::Selection { merge: Original(2) })
        );
        assert_eq!(forwards(&p), 0);
    }

    #[test]
    fn if_then_else() {
        let p = plan_and_check(&graph(&[&[1, 2], &[3], &[3], &[]]));
        assert_eq!(
            merge_of(&p, Original(0)),
            Some(MergeInstruction::Selection { merge: Original(3) })
        );
        let order: Vec<PlannedNode> = p.blocks.iter().map(|b| b.node).collect();
        assert_eq!(
            order,
            vec![Original(0), Original(1), Original(2), Original(3)]
        );
    }

    #[test]
    fn equal_targets_need_no_merge() {
        let p = plan_and_check(&graph(&[&[1, 1], &[]]));
        assert_eq!(merge_of(&p, Original(0)), None);
    }

    #[test]
    fn else_if_chain_rejoining_at_one_block() {
        // if (a) {1} else if (b) {3} else if (c) {5} else {6}; 7
        let g = graph(&[&[1, 2], &[7], &[3, 4], &[7], &[5, 6], &[7], &[7], &[]]);
        let p = plan_and_check(&g);
        assert_eq!(forwards(&p), 2);
        assert_eq!(
            merge_of(&p, Original(0)),
            Some(MergeInstruction::Selection { merge: Original(7) })
        );
        // The innermost arms' phi entries come through the chain.
        let inner = p.incoming_block(7, 5);
        assert!(matches!(inner, Some(Forward { target: 7, .. })));
        assert_eq!(p.incoming_block(7, 1), Some(Original(1)));
    }

    #[test]
    fn nested_ifs_rejoining_at_one_block() {
        let g = graph(&[&[1, 4], &[2, 3], &[5], &[5], &[5], &[]]);
        let p = plan_and_check(&g);
        assert_eq!(forwards(&p), 1);
        let Some(MergeInstruction::Selection { merge: f }) = merge_of(&p, Original(1)) else {
            panic!("inner if has no merge")
        };
        assert!(matches!(f, Forward { target: 5, .. }));
        assert_eq!(p.forward_sources(f), vec![2, 3]);
        assert_eq!(p.incoming_block(5, 2), Some(f));
        assert_eq!(p.incoming_block(5, 3), Some(f));
        assert_eq!(p.incoming_block(5, 4), Some(Original(4)));
        assert_eq!(
            p.block(f).map(|b| b.redirected_from.clone()),
            Some(vec![Original(2), Original(3)])
        );
    }

    #[test]
    fn while_loop() {
        let p = plan_and_check(&graph(&[&[1], &[2, 3], &[1], &[]]));
        assert_eq!(
            merge_of(&p, Original(1)),
            Some(MergeInstruction::Loop {
                merge: Original(3),
                continue_target: Original(2)
            })
        );
        assert_eq!(
            p.block(Original(1)).map(|b| b.successors.clone()),
            Some(vec![LoopBody(1)])
        );
        assert_eq!(p.terminator_block(1), Some(LoopBody(1)));
        assert_eq!(p.incoming_block(3, 1), Some(LoopBody(1)));
        assert_eq!(p.incoming_block(1, 2), Some(Original(2)));
    }

    #[test]
    fn do_while_loop() {
        let p = plan_and_check(&graph(&[&[1], &[2], &[1, 3], &[]]));
        assert_eq!(
            merge_of(&p, Original(1)),
            Some(MergeInstruction::Loop {
                merge: Original(3),
                continue_target: Original(2)
            })
        );
        assert!(p.block(LoopBody(1)).is_none());
    }

    #[test]
    fn single_block_loop() {
        let p = plan_and_check(&graph(&[&[1], &[1, 2], &[]]));
        assert_eq!(
            merge_of(&p, Original(1)),
            Some(MergeInstruction::Loop {
                merge: Original(2),
                continue_target: LoopBody(1)
            })
        );
        assert_eq!(p.incoming_block(1, 1), Some(LoopBody(1)));
        assert_eq!(p.incoming_block(1, 0), Some(Original(0)));
    }

    #[test]
    fn unconditional_self_loop_never_exits() {
        let p = plan_and_check(&graph(&[&[1], &[1]]));
        assert!(matches!(
            merge_of(&p, Original(1)),
            Some(MergeInstruction::Loop {
                merge: UnreachableMerge(_),
                continue_target: LoopBody(1)
            })
        ));
    }

    #[test]
    fn loop_with_break_structurizecfg_shape() {
        // while (true) { if (a) { 2 } ; if (flag) { 4 } ; latch: br exit, header }
        let g = graph(&[&[1], &[2, 3], &[3], &[4, 5], &[5], &[6, 1], &[]]);
        let p = plan_and_check(&g);
        assert_eq!(
            merge_of(&p, Original(1)),
            Some(MergeInstruction::Loop {
                merge: Original(6),
                continue_target: Original(5)
            })
        );
        assert_eq!(
            merge_of(&p, LoopBody(1)),
            Some(MergeInstruction::Selection { merge: Original(3) })
        );
        // `br flag, 4, latch`: a conditional continue, no selection construct.
        assert_eq!(merge_of(&p, Original(3)), None);
    }

    #[test]
    fn loop_with_break_raw_shape() {
        // while (c) { if (a) { 3; break; } 4 } 6
        let g = graph(&[&[1], &[2, 6], &[3, 4], &[6], &[5], &[1], &[]]);
        let p = plan_and_check(&g);
        assert_eq!(
            merge_of(&p, Original(1)),
            Some(MergeInstruction::Loop {
                merge: Original(6),
                continue_target: Original(5)
            })
        );
        assert_eq!(
            merge_of(&p, Original(2)),
            Some(MergeInstruction::Selection { merge: Original(4) })
        );
        // Without code in the break: a plain break branch, no selection.
        let g = graph(&[&[1], &[2, 6], &[6, 4], &[5], &[5], &[1], &[]]);
        let p = plan_and_check(&g);
        assert_eq!(merge_of(&p, Original(2)), None);
    }

    #[test]
    fn loop_with_continue() {
        // while (c) { if (a) continue; 4; } 7 -- two back edges
        let g = graph(&[&[1], &[2, 7], &[3, 4], &[1], &[5], &[1], &[], &[]]);
        let p = plan_and_check(&g);
        let Some(MergeInstruction::Loop {
            continue_target, ..
        }) = merge_of(&p, Original(1))
        else {
            panic!("no loop merge")
        };
        assert!(matches!(continue_target, Forward { target: 1, .. }));
        assert_eq!(p.forward_sources(continue_target), vec![3, 5]);
        assert_eq!(p.incoming_block(1, 5), Some(continue_target));
        // With a latch block: both arms reach the continue target.
        let g = graph(&[&[1], &[2, 7], &[3, 4], &[6], &[6], &[], &[1], &[]]);
        let p = plan_and_check(&g);
        assert!(matches!(
            merge_of(&p, Original(2)),
            Some(MergeInstruction::Selection {
                merge: Forward { target: 6, .. }
            })
        ));
    }

    #[test]
    fn nested_loops() {
        let g = graph(&[
            &[1],
            &[2, 9],
            &[3],
            &[4, 5],
            &[3],
            &[6],
            &[1],
            &[],
            &[],
            &[],
        ]);
        let p = plan_and_check(&g);
        assert!(matches!(
            merge_of(&p, Original(1)),
            Some(MergeInstruction::Loop { .. })
        ));
        assert_eq!(
            merge_of(&p, Original(3)),
            Some(MergeInstruction::Loop {
                merge: Original(5),
                continue_target: Original(4)
            })
        );
    }

    #[test]
    fn inner_loop_latch_is_outer_latch() {
        // The inner loop's conditional latch also closes the outer loop.
        let g = graph(&[&[1], &[2], &[3], &[2, 4], &[1, 5], &[]]);
        plan_and_check(&g);
        // One block is the back edge of both loops.
        let g = graph(&[&[1], &[2], &[1, 2]]);
        let p = plan_and_check(&g);
        assert!(forwards(&p) >= 1);
    }

    #[test]
    fn loop_exit_is_outer_if_merge() {
        // if (a) { while (c) {3} } 5
        let g = graph(&[&[1, 5], &[2], &[3, 5], &[2], &[], &[]]);
        let p = plan_and_check(&g);
        assert_eq!(
            merge_of(&p, Original(0)),
            Some(MergeInstruction::Selection { merge: Original(5) })
        );
        assert!(matches!(
            merge_of(&p, Original(2)),
            Some(MergeInstruction::Loop {
                merge: Forward { target: 5, .. },
                ..
            })
        ));
    }

    #[test]
    fn loop_exit_is_next_loop_header() {
        // while (a) {2} while (b) {4} 5
        let g = graph(&[&[1], &[2, 3], &[1], &[4, 5], &[3], &[]]);
        let p = plan_and_check(&g);
        assert!(matches!(
            merge_of(&p, Original(1)),
            Some(MergeInstruction::Loop {
                merge: Forward { target: 3, .. },
                ..
            })
        ));
    }

    #[test]
    fn early_return_in_loop_mergereturn_shape() {
        // while (c) { if (a) return 1; 3 } return 0;  -- 6 is the unified return block.
        let g = graph(&[&[1], &[2, 5], &[6, 3], &[1], &[], &[6], &[]]);
        let p = plan_and_check(&g);
        assert!(matches!(
            merge_of(&p, Original(1)),
            Some(MergeInstruction::Loop {
                merge: Original(6),
                ..
            })
        ));
        // After unify-loop-exits: one guard block 7 leaves the loop.
        let g = graph(&[&[1], &[2, 7], &[7, 3], &[1], &[], &[6], &[], &[6, 5]]);
        plan_and_check(&g);
    }

    #[test]
    fn early_return_in_loop_raw_shape() {
        // if (x) { while (c) { if (a) return; 3 } 5 } 8 -- the return is a private tail.
        let g = graph(&[&[1, 8], &[2, 5], &[4, 3], &[1], &[], &[8], &[], &[], &[]]);
        let p = plan_and_check(&g);
        assert!(matches!(
            merge_of(&p, Original(1)),
            Some(MergeInstruction::Loop {
                merge: Original(5),
                ..
            })
        ));
    }

    #[test]
    fn structurizecfg_flow_blocks() {
        // NodeBlock3=0 NodeBlock=1 Flow36=2 LeafBlock1=3 Flow33=4 %9=5 Flow32=6 %7=7
        // Flow34=8 LeafBlock=9 %11=10 %5=11 Flow35=12
        let g = graph(&[
            &[1, 2],
            &[3, 4],
            &[9, 10],
            &[5, 6],
            &[7, 8],
            &[6],
            &[4],
            &[8],
            &[2],
            &[11, 12],
            &[],
            &[12],
            &[10],
        ]);
        let p = plan_and_check(&g);
        assert_eq!(forwards(&p), 0);
        let sel = |m| Some(MergeInstruction::Selection { merge: Original(m) });
        assert_eq!(merge_of(&p, Original(0)), sel(2));
        assert_eq!(merge_of(&p, Original(1)), sel(4));
        assert_eq!(merge_of(&p, Original(3)), sel(6));
        assert_eq!(merge_of(&p, Original(4)), sel(8));
        assert_eq!(merge_of(&p, Original(2)), sel(10));
        assert_eq!(merge_of(&p, Original(9)), sel(12));
    }

    #[test]
    fn irreducible_graph_is_an_error() {
        let g = graph(&[&[1, 2], &[2], &[1]]);
        match plan(&g) {
            Err(StructureError::Irreducible { blocks, .. }) => assert_eq!(blocks, vec![1, 2]),
            other => panic!("expected an irreducibility error, got {other:?}"),
        }
    }

    #[test]
    fn unreachable_nodes_are_omitted() {
        let g = graph(&[&[1], &[], &[1], &[3, 2]]);
        let p = plan_and_check(&g);
        assert_eq!(p.blocks.len(), 2);
        assert_eq!(p.terminator_block(2), None);
        assert_eq!(p.incoming_block(1, 2), None);
    }

    #[test]
    fn bad_input_is_an_error() {
        assert_eq!(plan(&graph(&[])).err(), Some(StructureError::EmptyGraph));
        assert!(matches!(
            plan(&graph(&[&[5]])),
            Err(StructureError::SuccessorOutOfRange { node: 0, target: 5 })
        ));
        assert!(matches!(
            plan(&graph(&[&[1, 1, 1], &[]])),
            Err(StructureError::TooManySuccessors { .. })
        ));
        assert!(matches!(
            plan(&graph(&[&[1], &[0]])),
            Err(StructureError::EntryHasPredecessors { .. })
        ));
    }

    #[test]
    fn multi_level_break_is_an_error() {
        // Outer loop 1, inner loop 3; the inner loop exits both to 5 (inside the outer
        // loop) and to 7 (out of both).
        let g = graph(&[&[1], &[2, 7], &[3], &[4, 5], &[3, 7], &[1], &[], &[]]);
        let e = plan(&g).err();
        assert!(
            matches!(e, Some(StructureError::Unstructured { .. })),
            "{e:?}"
        );
    }

    #[test]
    fn inner_loop_whose_only_exit_leaves_the_outer_loop_too() {
        // while (c) { if (a) { while (b) {} break; } } -- the inner loop (3) never reaches
        // the outer latch (4): it is a tail of the outer loop, inside its construct.
        let g = graph(&[&[1], &[2, 5], &[3, 4], &[3, 5], &[1], &[]]);
        let p = plan_and_check(&g);
        assert!(matches!(
            merge_of(&p, Original(1)),
            Some(MergeInstruction::Loop {
                merge: Original(5),
                ..
            })
        ));
        assert!(matches!(
            merge_of(&p, Original(3)),
            Some(MergeInstruction::Loop {
                merge: Forward { target: 5, .. },
                ..
            })
        ));
    }

    // -----------------------------------------------------------------------------------
    // Random structured programs, lowered the way a compiler does.
    // -----------------------------------------------------------------------------------

    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            // xorshift64*
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
        fn chance(&mut self, percent: u64) -> bool {
            self.below(100) < percent
        }
    }

    #[derive(Clone, Copy, Debug)]
    enum LoopKind {
        While,
        For,
        DoWhile,
        Forever,
    }

    #[derive(Debug)]
    enum Stmt {
        Plain,
        If(Vec<Stmt>, Vec<Stmt>),
        Loop(LoopKind, Vec<Stmt>),
        Break,
        Continue,
        Return,
    }

    struct GenOptions {
        returns_in_loops: bool,
    }

    fn gen_block(
        rng: &mut Rng,
        depth: u32,
        in_loop: bool,
        budget: &mut i32,
        o: &GenOptions,
    ) -> Vec<Stmt> {
        let mut v = Vec::new();
        let len = rng.below(4);
        for _ in 0..len {
            if *budget <= 0 {
                break;
            }
            *budget -= 1;
            let roll = rng.below(100);
            let s = if depth >= 5 || roll < 25 {
                Stmt::Plain
            } else if roll < 55 {
                let t = gen_block(rng, depth + 1, in_loop, budget, o);
                let e = if rng.chance(50) {
                    gen_block(rng, depth + 1, in_loop, budget, o)
                } else {
                    Vec::new()
                };
                Stmt::If(t, e)
            } else if roll < 72 {
                let kind = match rng.below(4) {
                    0 => LoopKind::While,
                    1 => LoopKind::For,
                    2 => LoopKind::DoWhile,
                    _ => LoopKind::Forever,
                };
                let mut body = gen_block(rng, depth + 1, true, budget, o);
                if matches!(kind, LoopKind::Forever) {
                    // `while (true) { if (c) break; ... }`: exit-less infinite loops are
                    // not shader code (see the hand-written and random-graph tests).
                    body.insert(0, Stmt::If(vec![Stmt::Break], Vec::new()));
                }
                Stmt::Loop(kind, body)
            } else if roll < 84 && in_loop {
                Stmt::Break
            } else if roll < 93 && in_loop {
                Stmt::Continue
            } else if roll < 98 && (o.returns_in_loops || !in_loop) {
                Stmt::Return
            } else {
                Stmt::Plain
            };
            let ends = matches!(s, Stmt::Break | Stmt::Continue | Stmt::Return);
            v.push(s);
            if ends {
                break;
            }
        }
        v
    }

    fn contains_return(stmts: &[Stmt]) -> bool {
        stmts.iter().any(|s| match s {
            Stmt::Return => true,
            Stmt::If(t, e) => contains_return(t) || contains_return(e),
            Stmt::Loop(_, b) => contains_return(b),
            _ => false,
        })
    }

    /// How `return` is lowered.
    #[derive(Clone, Copy, PartialEq, Eq)]
    enum Returns {
        /// A terminal block per `return`, also inside loops (before mergereturn).
        Terminal,
        /// Every `return` branches to one shared block (mergereturn alone).
        Unified,
        /// As after mergereturn + unify-loop-exits: a loop that contains a `return` leaves
        /// through one guard block, `br flag, <return path>, <after the loop>`, where the
        /// return path is the enclosing loop's guard or, outside loops, a terminal block.
        Guarded,
    }

    #[derive(Clone, Copy)]
    struct Ctx {
        brk: usize,
        cont: usize,
        /// Where a `return` goes inside this loop (its guard), if anywhere special.
        ret: Option<usize>,
    }

    struct Lower<'a> {
        succ: Vec<Vec<usize>>,
        returns: Returns,
        unified_return: usize,
        rng: &'a mut Rng,
        /// A loop statement never iterates (every path through its body breaks or
        /// returns): no loop in the graph, so its breaks (and guard) are mere gotos.
        degenerate: bool,
    }

    impl Lower<'_> {
        fn block(&mut self, succ: Vec<usize>) -> usize {
            self.succ.push(succ);
            self.succ.len() - 1
        }

        fn seq(&mut self, stmts: &[Stmt], next: usize, ctx: Option<Ctx>) -> usize {
            let mut cur = next;
            for s in stmts.iter().rev() {
                cur = self.stmt(s, cur, ctx);
            }
            cur
        }

        /// Whether `to` is reachable from `from` without passing `stop`.
        fn reaches(&self, from: usize, to: usize, stop: usize) -> bool {
            let mut seen = vec![false; self.succ.len()];
            let mut stack = vec![from];
            while let Some(v) = stack.pop() {
                if v == to {
                    return true;
                }
                if v == stop || seen[v] {
                    continue;
                }
                seen[v] = true;
                stack.extend(self.succ[v].iter().copied());
            }
            false
        }

        /// A jump to `target`, sometimes through a block of its own.
        fn jump(&mut self, target: usize) -> usize {
            if self.rng.chance(30) {
                self.block(vec![target])
            } else {
                target
            }
        }

        fn stmt(&mut self, s: &Stmt, next: usize, ctx: Option<Ctx>) -> usize {
            match s {
                Stmt::Plain => self.block(vec![next]),
                Stmt::If(t, e) => {
                    let c = self.block(Vec::new());
                    let te = self.seq(t, next, ctx);
                    let ee = self.seq(e, next, ctx);
                    self.succ[c] = if self.rng.chance(50) {
                        vec![te, ee]
                    } else {
                        vec![ee, te]
                    };
                    c
                }
                Stmt::Return => match (self.returns, ctx.and_then(|c| c.ret)) {
                    (_, Some(guard)) => self.jump(guard),
                    (Returns::Unified, None) => self.jump(self.unified_return),
                    _ => self.block(Vec::new()),
                },
                Stmt::Break | Stmt::Continue => {
                    let ctx = ctx.unwrap_or(Ctx {
                        brk: next,
                        cont: next,
                        ret: None,
                    });
                    let t = if matches!(s, Stmt::Break) {
                        ctx.brk
                    } else {
                        ctx.cont
                    };
                    self.jump(t)
                }
                Stmt::Loop(kind, body) => {
                    // With guards, a loop that contains a return leaves through its guard.
                    let guard = (self.returns == Returns::Guarded && contains_return(body))
                        .then(|| self.block(Vec::new()));
                    let exit = guard.unwrap_or(next);
                    let (entry, body_entry, cont) = match kind {
                        LoopKind::While => {
                            let h = self.block(Vec::new());
                            let inner = Ctx {
                                brk: exit,
                                cont: h,
                                ret: guard,
                            };
                            let b = self.seq(body, h, Some(inner));
                            self.succ[h] = vec![b, exit];
                            (h, b, h)
                        }
                        LoopKind::For => {
                            let h = self.block(Vec::new());
                            let latch = self.block(vec![h]);
                            let inner = Ctx {
                                brk: exit,
                                cont: latch,
                                ret: guard,
                            };
                            let b = self.seq(body, latch, Some(inner));
                            self.succ[h] = vec![b, exit];
                            (h, b, latch)
                        }
                        LoopKind::DoWhile => {
                            let latch = self.block(Vec::new());
                            let inner = Ctx {
                                brk: exit,
                                cont: latch,
                                ret: guard,
                            };
                            let b = self.seq(body, latch, Some(inner));
                            self.succ[latch] = vec![b, exit];
                            (b, b, latch)
                        }
                        LoopKind::Forever => {
                            let h = self.block(Vec::new());
                            let inner = Ctx {
                                brk: exit,
                                cont: h,
                                ret: guard,
                            };
                            let b = self.seq(body, h, Some(inner));
                            self.succ[h] = vec![b];
                            (h, b, h)
                        }
                    };
                    if !self.reaches(body_entry, cont, exit) {
                        self.degenerate = true;
                    }
                    if let Some(g) = guard {
                        let ret_path = self.stmt(&Stmt::Return, next, ctx);
                        self.succ[g] = vec![ret_path, next];
                    }
                    entry
                }
            }
        }
    }

    /// A random structured function lowered to a CFG, node ids shuffled (entry kept at 0).
    /// `None` when a loop never iterates (see `Lower::degenerate`).
    fn random_program(rng: &mut Rng, returns: Returns) -> Option<ControlFlowGraph> {
        let o = GenOptions {
            returns_in_loops: true,
        };
        let mut budget = 4 + rng.below(40) as i32;
        let body = gen_block(rng, 0, false, &mut budget, &o);
        let mut l = Lower {
            succ: Vec::new(),
            returns,
            unified_return: 1,
            rng,
            degenerate: false,
        };
        let entry = l.block(Vec::new());
        let end = l.block(Vec::new());
        let first = l.seq(&body, end, None);
        l.succ[entry] = vec![first];
        let n = l.succ.len();
        let mut perm: Vec<usize> = (0..n).collect();
        for i in (2..n).rev() {
            let j = 1 + l.rng.below(i as u64) as usize;
            perm.swap(i, j);
        }
        let mut successors = vec![Vec::new(); n];
        for (v, s) in l.succ.iter().enumerate() {
            successors[perm[v]] = s.iter().map(|&t| perm[t]).collect();
        }
        (!l.degenerate).then_some(ControlFlowGraph { successors })
    }

    #[test]
    fn random_structured_programs() {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        // blocks, loops, split headers, merge forwards, continue forwards, unreachable
        // merges, loops with several exit targets.
        let mut seen = [0usize; 7];
        let mut skipped = 0;
        for _ in 0..6000 {
            // Returns as after mergereturn + unify-loop-exits (guarded loop exits), with
            // terminal blocks outside loops: always structurable.
            let Some(g) = random_program(&mut rng, Returns::Guarded) else {
                skipped += 1;
                continue;
            };
            let p = plan_and_check(&g);
            seen[0] += p.blocks.len();
            for b in &p.blocks {
                match (b.node, b.merge) {
                    (_, Some(MergeInstruction::Loop { continue_target, .. })) => {
                        seen[1] += 1;
                        if matches!(continue_target, Forward { .. }) {
                            seen[4] += 1;
                        }
                    }
                    (LoopBody(_), _) => seen[2] += 1,
                    (Forward { target, .. }, _)
                        if !p.blocks.iter().any(|c| {
                            matches!(c.merge, Some(MergeInstruction::Loop { continue_target, .. }) if continue_target == b.node)
                        }) && target < usize::MAX =>
                    {
                        seen[3] += 1
                    }
                    (UnreachableMerge(_), _) => seen[5] += 1,
                    _ => {}
                }
            }
            let a = Analysis::new(&g.successors);
            let loops = Loops::new(&g.successors, &a);
            seen[6] += loops.exits.iter().filter(|e| e.len() > 1).count();
        }
        assert!(skipped < 1000, "{skipped} degenerate programs");
        assert!(
            seen[0] > 30_000 && seen[1] > 2_000 && seen[2] > 1_000,
            "{seen:?}"
        );
        assert!(
            seen[3] > 1_500 && seen[4] > 300 && seen[5] > 500 && seen[6] > 100,
            "{seen:?}"
        );
    }

    #[test]
    fn random_programs_with_unguarded_returns() {
        // A terminal block per return inside loops (no unify-loop-exits), or one shared
        // return block (mergereturn without structurizecfg): gotos that those passes
        // untangle. The plan may fail, but only with `Unstructured`, never invalidly.
        let mut rng = Rng(0x1234_5678_9ABC_DEF1);
        let mut failed = [0usize; 2];
        for round in 0..2000 {
            let mode = if round % 2 == 0 {
                Returns::Terminal
            } else {
                Returns::Unified
            };
            let Some(g) = random_program(&mut rng, mode) else {
                continue;
            };
            match plan(&g) {
                Ok(p) => {
                    if let Err(e) = check(&g, &p) {
                        panic!("invalid plan: {e}\n{g:?}\n{}", dump(&p));
                    }
                }
                Err(StructureError::Unstructured { .. }) => failed[round % 2] += 1,
                Err(e) => panic!("unexpected error {e}\n{g:?}"),
            }
        }
        assert!(failed[0] < 200 && failed[1] < 500, "{failed:?}");
    }

    #[test]
    fn random_graphs_plan_validly_or_fail_cleanly() {
        // Arbitrary small graphs: irreducible ones must be rejected, and any plan that is
        // produced must pass the checker.
        let mut rng = Rng(0xDEAD_BEEF_CAFE_F00D);
        let mut planned = 0;
        for _ in 0..20_000 {
            let n = 2 + rng.below(10) as usize;
            let successors: Vec<Vec<usize>> = (0..n)
                .map(|_| {
                    let k = match rng.below(10) {
                        0 => 0,
                        1..=4 => 1,
                        _ => 2,
                    };
                    (0..k)
                        .map(|_| 1 + rng.below(n as u64 - 1) as usize)
                        .collect()
                })
                .collect();
            let g = ControlFlowGraph { successors };
            match plan(&g) {
                Ok(p) => {
                    planned += 1;
                    if let Err(e) = check(&g, &p) {
                        panic!("invalid plan: {e}\n{g:?}\n{}", dump(&p));
                    }
                }
                Err(StructureError::Internal { reason }) => {
                    panic!("internal error {reason}\n{g:?}")
                }
                Err(_) => {}
            }
        }
        assert!(planned > 5_000, "only {planned} graphs planned");
    }

    // -----------------------------------------------------------------------------------
    // Performance.
    // -----------------------------------------------------------------------------------

    #[test]
    fn long_if_else_chain_is_fast() {
        // 6667 if-else diamonds in sequence: 20,002 nodes.
        let k = 6667;
        let mut s: Vec<Vec<usize>> = Vec::new();
        for i in 0..k {
            let x = 3 * i;
            s.push(vec![x + 1, x + 2]);
            s.push(vec![x + 3]);
            s.push(vec![x + 3]);
        }
        s.push(vec![]);
        let g = ControlFlowGraph { successors: s };
        let start = Instant::now();
        let p = plan(&g).map_err(|e| e.to_string());
        let elapsed = start.elapsed();
        let p = p.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(p.blocks.len(), 3 * k + 1);
        assert!(elapsed.as_millis() < 500, "took {elapsed:?}");
    }

    #[test]
    fn long_else_if_chain_rejoining_at_one_block_is_fast() {
        // if .. else if .. (10,000 arms) all rejoining at one block: a 10,000-long chain of
        // forward blocks and a 10,000-deep dominator tree.
        let k = 10_000;
        let end = 2 * k + 1;
        let mut s: Vec<Vec<usize>> = Vec::new();
        for i in 0..k {
            s.push(vec![2 * i + 1, 2 * i + 2]);
            s.push(vec![end]);
        }
        s.push(vec![end]);
        s.push(vec![]);
        let g = ControlFlowGraph { successors: s };
        let start = Instant::now();
        let p = plan(&g).map_err(|e| e.to_string());
        let elapsed = start.elapsed();
        let p = p.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(p.blocks.len(), 2 * k + 2 + (k - 1));
        assert!(elapsed.as_millis() < 1000, "took {elapsed:?}");
    }

    #[test]
    fn long_loop_nest_is_fast() {
        // 2,000 nested while loops.
        let k = 2000;
        let mut s: Vec<Vec<usize>> = vec![vec![1]];
        // header i = 1 + 2i, latch i = 2 + 2i; header i: br header i+1 (or the core), exit
        for i in 0..k {
            let h = 1 + 2 * i;
            let inner = if i + 1 < k { h + 2 } else { 2 * k + 1 };
            let exit = if i == 0 { 2 * k + 2 } else { h - 1 };
            s.push(vec![inner, exit]);
            s.push(vec![h]);
        }
        // core block then the innermost latch; the program end.
        s.push(vec![2 * k]);
        s.push(vec![]);
        let g = ControlFlowGraph { successors: s };
        let start = Instant::now();
        let p = plan_and_time(&g);
        let elapsed = start.elapsed();
        assert!(p.blocks.len() > 2 * k);
        assert!(elapsed.as_millis() < 1000, "took {elapsed:?}");
    }

    fn plan_and_time(g: &ControlFlowGraph) -> StructuredPlan {
        match plan(g) {
            Ok(p) => p,
            Err(e) => panic!("{e}"),
        }
    }
}
