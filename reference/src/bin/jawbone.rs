fn main() -> std::process::ExitCode {
    reference::program::main::<reference::jawbone::JawboneProgram>()
}
