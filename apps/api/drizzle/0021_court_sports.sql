ALTER TABLE "courts" ADD COLUMN "sport" text DEFAULT 'tennis' NOT NULL;--> statement-breakpoint
ALTER TABLE "courts" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "courts" ADD COLUMN "surface" text;--> statement-breakpoint
ALTER TABLE "courts" ADD COLUMN "indoor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courts" ADD COLUMN "lights" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courts" ADD COLUMN "start_step_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "courts" ADD COLUMN "min_session_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "courts" ADD COLUMN "max_session_minutes" integer;--> statement-breakpoint
ALTER TABLE "courts" ADD COLUMN "session_step_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_start_step" CHECK ("courts"."start_step_minutes" in (15, 30));--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_sessions_on_grid" CHECK ("courts"."min_session_minutes" between 15 and 1440 and "courts"."min_session_minutes" % "courts"."start_step_minutes" = 0
        and "courts"."session_step_minutes" between 15 and 1440 and "courts"."session_step_minutes" % "courts"."start_step_minutes" = 0
        and ("courts"."max_session_minutes" is null or ("courts"."max_session_minutes" between "courts"."min_session_minutes" and 1440
          and ("courts"."max_session_minutes" - "courts"."min_session_minutes") % "courts"."session_step_minutes" = 0)));