import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local bound to 127.0.0.1 only. The official jar has no bind-address option (its Jetty
 * server listens on every interface), so this builds the server exactly as the jar's own main does
 * (ServerRunner.createServerFromCommandLineArgs, same arguments) and sets the connector's host before
 * starting it. Compiled once into node_modules/.cache/dynamo-launcher (dynamo-local.ts), then run as
 * `java -cp <class dir>:<jar>:<lib>/* LoopbackDynamoDBLocal -port …`.
 */
public class LoopbackDynamoDBLocal {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server jetty = (Server) field.get(proxy);
    for (Connector connector : jetty.getConnectors()) {
      if (connector instanceof ServerConnector) ((ServerConnector) connector).setHost("127.0.0.1");
    }
    proxy.start();
  }
}
