import io.temporal.testserver.TestServer;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * One warm JVM that starts Temporal's time-skipping test server on request, so that a test's server listens in
 * milliseconds rather than after a JVM start (the SDK allows five seconds, which a loaded machine misses). It
 * prints its control port; each connection sends one line (the port and flags the native build would get), and the
 * server on that port lives until the connection closes: the launcher script holds it, so when the SDK stops the
 * launcher, the server stops. It exits when its standard input closes (the test run that started it is gone).
 */
public final class TestServerHost {
  public static void main(String[] args) throws Exception {
    ServerSocket control = new ServerSocket(0, 64, InetAddress.getLoopbackAddress());
    Thread watch = new Thread(() -> {
      try {
        while (System.in.read() != -1) {}
      } catch (Exception ignored) {
      }
      System.exit(0);
    });
    watch.setDaemon(true);
    watch.start();
    warmUp();
    System.out.println(control.getLocalPort());
    System.out.flush();
    while (true) {
      Socket connection = control.accept();
      Thread serving = new Thread(() -> serve(connection));
      serving.setDaemon(true);
      serving.start();
    }
  }

  /** One server started and stopped before the first request, so that the first test's start is warm too. */
  private static void warmUp() throws Exception {
    int port;
    try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = probe.getLocalPort();
    }
    TestServer.createPortBoundServer(port, true).close();
  }

  private static void serve(Socket connection) {
    try (Socket held = connection) {
      BufferedReader in =
          new BufferedReader(new InputStreamReader(held.getInputStream(), StandardCharsets.UTF_8));
      String[] request = in.readLine().trim().split("\\s+");
      int port = Integer.parseInt(request[0]);
      boolean skipping = Arrays.asList(request).contains("--enable-time-skipping");
      TestServer.PortBoundTestServer server = TestServer.createPortBoundServer(port, !skipping);
      try {
        while (in.read() != -1) {}
      } finally {
        server.close();
      }
    } catch (Exception error) {
      error.printStackTrace();
    }
  }
}
