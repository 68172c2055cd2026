import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local, listening on 127.0.0.1 only.
 *
 * <p>The emulator's own launcher has no host option: it binds every interface and answers any
 * signature, so anyone on the network could read and write local mode's data. This starts the same
 * server from the same command-line options, but sets its Jetty connector's host to the loopback
 * address before it opens the port. Telemetry is never configured, so it never runs.
 *
 * <p>Run as a single-file source program (java LoopbackDynamoDBLocal.java …) with the jar and its
 * libraries on the class path: see functions/local/dynamodb-local.ts.
 */
public final class LoopbackDynamoDBLocal {
  private LoopbackDynamoDBLocal() {}

  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    java.lang.reflect.Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    Connector[] connectors = server.getConnectors();
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local has no connector");
    for (Connector connector : connectors) {
      if (!(connector instanceof ServerConnector)) {
        throw new IllegalStateException("unexpected connector " + connector.getClass().getName());
      }
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    proxy.start();
    System.out.println("DynamoDB Local listening on 127.0.0.1 only");
  }
}
