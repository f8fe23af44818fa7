"""BOG (Chris Handy, Pack O Game): two players move frogs across a 3x3 swamp."""
