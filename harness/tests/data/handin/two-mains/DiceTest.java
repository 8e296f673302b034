// A student's own test harness, with a main of its own.
public class DiceTest {
    public static void main(String[] args) {
        System.out.println("the dice test runs");
    }
}
