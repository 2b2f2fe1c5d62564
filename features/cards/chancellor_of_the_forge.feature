Feature: Chancellor of the Forge
  Chancellor of the Forge {4}{R}{R}{R} — Creature — Phyrexian Giant 5/5
  You may reveal this card from your opening hand. If you do, at the beginning of the first upkeep,
  create a 1/1 red Phyrexian Goblin creature token with haste.
  When this creature enters, create X 1/1 red Phyrexian Goblin creature tokens with haste, where X is
  the number of creatures you control.

  Rulings: seed page 004_cc75e98ba8bb261c.txt (2011-06-01, date unverified).

  @ruling:b551717d93df @cr:608.2h
  Rule: X is counted as the enters ability resolves
    The number of creature tokens you put onto the battlefield with the last ability is determined
    when the ability resolves. If Chancellor of the Forge is still on the battlefield at that time,
    it will be counted.

    Background:
      Given a game between Alice and Bob
      And it is Alice's precombat main phase

    @id:chancellor-counts-itself
    Scenario: Chancellor of the Forge counts itself when it is still on the battlefield
      Given Alice controls Llanowar Elves and Grazing Gladehart
      And Alice has Chancellor of the Forge in her hand
      And Alice has {R}{R}{R}{C}{C}{C}{C} in her mana pool
      When Alice casts Chancellor of the Forge from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Chancellor of the Forge
      When all players pass priority
      Then Alice controls 3 Phyrexian Goblin

    @id:chancellor-gone-before-resolution @cr:704.5g
    Scenario: If Chancellor of the Forge has left the battlefield, it isn't counted
      Given Alice controls Llanowar Elves and Grazing Gladehart
      And Alice has Chancellor of the Forge in her hand
      And Alice has {R}{R}{R}{C}{C}{C}{C} in her mana pool
      And Bob has 2 Lightning Bolt in his hand
      And Bob has {R}{R} in his mana pool
      And Bob will choose Chancellor of the Forge, then Chancellor of the Forge as targets
      When Alice casts Chancellor of the Forge from her hand
      And all players pass priority
      And Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And all players pass priority
      And Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And all players pass priority
      Then Alice controls no Chancellor of the Forge
      When all players pass priority
      Then Alice controls 2 Phyrexian Goblin

    @id:chancellor-counts-creatures-arriving-in-response @cr:608.2h
    Scenario: A creature that arrives while the ability waits on the stack is counted
      Given Alice controls Llanowar Elves
      And Alice has Chancellor of the Forge and Gilded Goose in her hand
      And Alice has {R}{R}{R}{C}{C}{C}{C} in her mana pool
      When Alice casts Chancellor of the Forge from her hand
      And all players pass priority
      And an effect puts Gilded Goose from Alice's hand onto the battlefield under her control
      Then the triggered abilities put on the stack are 1 from Gilded Goose
      When all players pass priority until the stack is empty
      Then Alice controls 3 Phyrexian Goblin

    @id:chancellor-counts-only-its-controllers-creatures @cr:608.2h
    Scenario: Only creatures Alice controls are counted, not Bob's
      Given Alice controls Llanowar Elves
      And Bob controls Grazing Gladehart and Makindi Ox
      And Alice has Chancellor of the Forge in her hand
      And Alice has {R}{R}{R}{C}{C}{C}{C} in her mana pool
      When Alice casts Chancellor of the Forge from her hand
      And all players pass priority until the stack is empty
      Then Alice controls 2 Phyrexian Goblin

    @id:chancellor-goblins-have-haste @cr:702.10b @cr:302.6
    Scenario: The Goblin tokens have haste: they can attack the turn they are created
      Given Alice has Chancellor of the Forge in her hand
      And Alice has {R}{R}{R}{C}{C}{C}{C} in her mana pool
      When Alice casts Chancellor of the Forge from her hand
      And all players pass priority until the stack is empty
      Then Alice controls 1 Phyrexian Goblin
      When Alice attacks with Phyrexian Goblin
      Then Phyrexian Goblin is tapped
      When the game advances to Alice's end of combat step
      Then Bob's life total is 19

  @ruling:fd918095d73c @cr:103.5 @cr:103.6 @cr:103.6a
  Rule: Opening-hand actions come after all mulligans: the starting player's first, then each other player's
    A player's "opening hand" is the hand of cards the player has after all players have taken
    mulligans. If players have any cards in hand that allow actions to be taken with them from a
    player's opening hand, the starting player takes all such actions first in any order, followed by
    each other player in turn order. Then the first turn begins.

    Background:
      Given a game between Alice and Bob that hasn't begun

    @id:opening-hand-chancellor-and-leyline @cr:603.7
    Scenario: Revealed Chancellors each make a Goblin at the first upkeep, whoever's it is
      Given Alice's library, from the top, is Chancellor of the Forge, Leyline of Sanctity and 10 Forest
      And Bob's library, from the top, is Chancellor of the Forge, Gemstone Caverns and 10 Island
      And Alice will keep
      And Bob will keep
      And Alice will answer the "you may" choices with yes, then yes
      And Bob will answer the "you may" choices with yes, then yes
      And Bob will choose Island to exile
      When the game begins with Alice as the starting player
      Then it is Alice's upkeep
      And Alice controls Leyline of Sanctity
      And Bob controls Gemstone Caverns
      And Gemstone Caverns has 1 luck counter
      And the triggered abilities put on the stack are 1 from Chancellor of the Forge and 1 from Chancellor of the Forge
      When all players pass priority until the stack is empty
      Then Alice controls 1 Phyrexian Goblin
      And Bob controls 1 Phyrexian Goblin
      And Alice has Chancellor of the Forge and 5 Forest in her hand
      And Bob has Chancellor of the Forge and 4 Island in his hand
      And 1 Island is in exile

    @id:opening-hand-gemstone-caverns-starting-player @cr:103.6
    Scenario: Gemstone Caverns gives the starting player no opening-hand action
      Given Alice's library, from the top, is Gemstone Caverns and 10 Forest
      And Bob's library, from the top, is 10 Island
      And Alice will keep
      And Bob will keep
      When the game begins with Alice as the starting player
      Then Alice controls no Gemstone Caverns
      And Alice has Gemstone Caverns in her hand

    @id:opening-hand-after-mulligans @cr:103.5
    Scenario: After one mulligan, Alice draws seven again and puts one on the bottom: her opening hand has six cards
      Given Alice's library, from the top, is 20 Island
      And Bob's library, from the top, is 10 Forest
      And Alice will mulligan, then keep
      And Alice will choose Island to put on the bottom
      And Bob will keep
      When the game begins with Alice as the starting player
      Then it is Alice's upkeep
      And Alice has 6 Island in her hand
      And Alice has 14 Island in her library

    @id:opening-hand-actions-use-the-kept-hand @cr:103.5
    Scenario: Opening-hand actions come after the mulligan: only the six cards Alice keeps begin on the battlefield
      Given Alice's library, from the top, is 20 Leyline of Sanctity
      And Bob's library, from the top, is 10 Island
      And Alice will mulligan, then keep
      And Alice will choose Leyline of Sanctity to put on the bottom
      And Alice will answer the "you may" choices with yes, then yes, then yes, then yes, then yes, then yes
      And Bob will keep
      When the game begins with Alice as the starting player
      Then it is Alice's upkeep
      And Alice controls 6 Leyline of Sanctity
      And Alice has no Leyline of Sanctity in her hand
      And Alice has 14 Leyline of Sanctity in her library

    @id:opening-hand-leyline-begins-on-battlefield @cr:103.6a
    Scenario: Leyline of Sanctity begins the game on the battlefield; a Chancellor not revealed does nothing
      Given Alice's library, from the top, is Leyline of Sanctity, Chancellor of the Forge and 10 Forest
      And Bob's library, from the top, is 10 Island
      And Alice will keep
      And Bob will keep
      And Alice will answer the "you may" choices with yes, then no
      When the game begins with Alice as the starting player
      Then Alice controls Leyline of Sanctity
      And no triggered ability is put on the stack
      And Alice has Chancellor of the Forge in her hand
