fn main() {
    eprintln!("ceelo: not built yet");
    std::process::exit(2);
}
