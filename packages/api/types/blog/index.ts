// GraphQL types and queries of the blog (decision 0064); comments are the catalogue's Review type.
import "./post.ts";
