// One of two classes with main, neither named like the assignment.
public class Table {
    public static void main(String[] args) {
        System.out.println("the table runs");
    }
}
