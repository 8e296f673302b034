fn main() {
    eprintln!("jawbone: not built yet");
    std::process::exit(2);
}
