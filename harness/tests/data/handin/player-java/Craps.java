// A craps table whose player class sits in Player.Java (a capital J, as some editors save it).
import java.util.Scanner;

public class Craps {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        System.out.print("How many players? ");
        int count = in.nextInt();
        Player first = new Player("Player 1", 100);
        System.out.println(count + " players; " + first.describe());
    }
}
