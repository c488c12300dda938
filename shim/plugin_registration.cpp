// texel's pass-registration shim: the only C++ in texel.
//
// It registers every texel pass name with the new pass manager's pipeline
// parser and wraps each in a module pass that calls into Rust. It holds no pass
// logic: names come from the Rust registry, and running a pass is one call to
// `texel_run_module_pass`. A failure is reported through the module's
// LLVMContext as an error diagnostic (opt prints it and exits non-zero).

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"

#include <cstddef>
#include <string>

using namespace llvm;

extern "C" {
// Defined in Rust (src/plugin.rs).
bool texel_is_registered_pass(const char *name, size_t length);
int texel_run_module_pass(const char *name, size_t length, LLVMModuleRef module,
                          char **error_message);
void texel_free_message(char *message);
}

namespace {

enum RunResult { Unchanged = 0, Changed = 1, Failed = 2 };

class TexelModulePass : public PassInfoMixin<TexelModulePass> {
public:
  explicit TexelModulePass(StringRef Name) : Name(Name.str()) {}

  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    char *Message = nullptr;
    int Result = texel_run_module_pass(Name.data(), Name.size(), wrap(&M), &Message);
    if (Result == Failed) {
      std::string Text = Message ? Message : (Name + ": failed without a message");
      texel_free_message(Message);
      M.getContext().emitError(Text);
      return PreservedAnalyses::all();
    }
    return Result == Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }

  void printPipeline(raw_ostream &OS, function_ref<StringRef(StringRef)>) { OS << Name; }

  static bool isRequired() { return true; }

private:
  std::string Name;
};

void registerTexelPasses(PassBuilder &PB) {
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM, ArrayRef<PassBuilder::PipelineElement>) {
        if (!texel_is_registered_pass(Name.data(), Name.size()))
          return false;
        MPM.addPass(TexelModulePass(Name));
        return true;
      });
}

} // namespace

// The Rust side exports llvmGetPassPluginInfo (a C++-defined one is not exported
// from a Rust cdylib) and has this function fill the structure.
static_assert(sizeof(PassPluginLibraryInfo) == 40, "PassPluginLibraryInfo layout changed");
static_assert(offsetof(PassPluginLibraryInfo, RegisterPassBuilderCallbacks) == 24,
              "PassPluginLibraryInfo layout changed");

extern "C" void texel_fill_plugin_info(PassPluginLibraryInfo *Info) {
  Info->APIVersion = LLVM_PLUGIN_API_VERSION;
  Info->PluginName = "texel";
  Info->PluginVersion = "0.1.0";
  Info->RegisterPassBuilderCallbacks = registerTexelPasses;
  Info->PreCodeGenCallback = nullptr;
}
