DROP INDEX "users_email_lower_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_walk_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email")) WHERE "users"."email" <> '';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_unless_walk_in" CHECK ("users"."email" <> '' or "users"."is_walk_in");