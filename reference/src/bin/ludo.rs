fn main() -> std::process::ExitCode {
    reference::program::main::<reference::ludo::LudoProgram>()
}
