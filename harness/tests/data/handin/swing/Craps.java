// A craps game that asks for the number of players in a dialog box instead of the console.
import javax.swing.JOptionPane;

public class Craps {
    public static void main(String[] args) {
        System.out.println("Welcome to Craps");
        String players = JOptionPane.showInputDialog("How many players?");
        System.out.println("players: " + players);
    }
}
