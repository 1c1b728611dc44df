-- Every course stored before the column existed came from the generated demo catalogue.
UPDATE "courses" SET "sample" = true;
