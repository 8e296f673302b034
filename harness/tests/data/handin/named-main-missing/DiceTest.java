// The other class with main.
public class DiceTest {
    public static void main(String[] args) {
        System.out.println("the dice test runs");
    }
}
