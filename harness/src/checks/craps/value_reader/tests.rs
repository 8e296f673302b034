use super::*;

#[test]
fn answers_say_what_was_asked() {
    let kinds = classify(&[
        "7", "2", "Bill", "Tony", "N", "35", "30", "$20", "R", "10", "p",
    ]);
    use Asked::*;
    assert_eq!(
        kinds,
        [Count, Count, Name, Name, Rules, Bet, Bet, Bet, NextPass, Bet, NextPass]
    );
}
