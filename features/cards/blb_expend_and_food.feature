Feature: Bakersbane Duo and Byway Barterer: "whenever you expend 4"; Carrot Cake: "when you sacrifice it"
  Bakersbane Duo {1}{G} — Creature — Squirrel Raccoon 2/2: When this creature enters, create a Food token.
  Whenever you expend 4, this creature gets +1/+1 until end of turn. (You expend 4 as you spend your fourth
  total mana to cast spells during a turn.)
  Byway Barterer {2}{R} — Creature — Raccoon Rogue 3/3: Menace. Whenever you expend 4, you may discard your
  hand. If you do, draw two cards.
  Carrot Cake {1}{W} — Artifact — Food: When this artifact enters and when you sacrifice it, create a 1/1 white
  Rabbit creature token and scry 1. {2}, {T}, Sacrifice this artifact: You gain 3 life.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 700.14 (a player expends N as they spend their Nth total mana to cast spells in a turn, once
  each turn), 601.2h (the mana is spent as the spell's cost is paid), 701.9a (discarding a hand: every card in
  it, none if it is empty), 701.21a (sacrificing), 603.2 (the trigger events), 701.22a (scry 1, answered as the
  choice "to put on the bottom").

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice's library, from the top, is Island, Forest

  @ruling:40cd430742b9 @cr:700.14 @cr:601.2h
  Rule: "Whenever you expend 4" triggers as the fourth mana is spent on spells, and only then in the turn
    Abilities that trigger whenever you "expend N" only trigger when you reach that specific amount of mana
    spent on casting spells that turn. This can only happen once per turn.

    @id:blb-bakersbane-duo-expend-4-once
    Scenario: Alice casts two Grizzly Bears, then Llanowar Elves: Bakersbane Duo's ability triggers on the fourth mana only
      Given Alice controls Bakersbane Duo
      And Alice has Grizzly Bears, Grizzly Bears and Llanowar Elves in her hand
      And Alice has {G}{C}{G}{C}{G} in her mana pool
      When Alice casts Grizzly Bears from her hand
      And all players pass priority until the stack is empty
      Then no triggered ability is put on the stack
      When Alice casts Grizzly Bears from her hand
      Then the triggered abilities put on the stack are 1 from Bakersbane Duo
      When all players pass priority until the stack is empty
      And Alice casts Llanowar Elves from her hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Bakersbane Duo is 3/3

    @id:blb-bakersbane-duo-three-mana-no-trigger
    Scenario: Alice spends three mana on spells this turn: Bakersbane Duo's ability doesn't trigger
      Given Alice controls Bakersbane Duo
      And Alice has Grizzly Bears and Llanowar Elves in her hand
      And Alice has {G}{C}{G} in her mana pool
      When Alice casts Grizzly Bears from her hand
      And all players pass priority until the stack is empty
      And Alice casts Llanowar Elves from her hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Bakersbane Duo is 2/2

  @ruling:a6c31c4d27a7 @cr:700.14 @cr:701.9a
  Rule: Byway Barterer: Alice may discard her hand even when it is empty, and then draws two cards
    You may choose to discard your hand even if your hand contains zero cards.

    @id:blb-byway-barterer-discard-empty-hand
    Scenario: Alice's hand is empty as Byway Barterer's ability resolves: she discards it anyway and draws two cards
      Given Alice controls Byway Barterer
      And Alice has Grizzly Bears and Grizzly Bears in her hand
      And Alice has {G}{C}{G}{C} in her mana pool
      And Alice will answer the "you may" choices with yes
      When Alice casts Grizzly Bears from her hand
      And all players pass priority until the stack is empty
      And Alice casts Grizzly Bears from her hand
      Then the triggered abilities put on the stack are 1 from Byway Barterer
      When all players pass priority until the stack is empty
      Then Alice has Island and Forest in her hand

    @id:blb-byway-barterer-declines
    Scenario: Alice declines to discard her empty hand: she draws nothing
      Given Alice controls Byway Barterer
      And Alice has Grizzly Bears and Grizzly Bears in her hand
      And Alice has {G}{C}{G}{C} in her mana pool
      And Alice will answer the "you may" choices with no
      When Alice casts Grizzly Bears from her hand
      And all players pass priority until the stack is empty
      And Alice casts Grizzly Bears from her hand
      And all players pass priority until the stack is empty
      Then Alice has no Island in her hand

  @ruling:8551d4f2efab @cr:701.21a @cr:603.2
  Rule: Carrot Cake's first ability triggers whenever Alice sacrifices it, for its own cost or another's
    Carrot Cake's first ability will trigger whether you sacrifice it to pay the cost of its own last ability
    or due to another cost or effect.

    @id:blb-carrot-cake-sacrificed-for-own-ability
    Scenario: Alice sacrifices Carrot Cake for its own ability: a Rabbit, scry 1, and 3 life
      Given Alice controls Carrot Cake
      And Alice has {C}{C} in her mana pool
      And Alice will choose Island to put on the bottom
      When Alice activates Carrot Cake's "{2}, {T}, Sacrifice this artifact: You gain 3 life." ability
      Then the triggered abilities put on the stack are 1 from Carrot Cake
      When all players pass priority until the stack is empty
      Then Alice controls Rabbit
      And the top card of Alice's library is Forest
      And Alice's life total is 23

    @id:blb-carrot-cake-sacrificed-for-another-cost
    Scenario: Alice sacrifices Carrot Cake for Baron Bertram Graywater's cost: its ability triggers, and scries before the draw
      Given Alice controls Carrot Cake and Baron Bertram Graywater
      And Alice has {B}{C} in her mana pool
      And Alice will choose Island to put on the bottom
      When Alice activates Baron Bertram Graywater's "{1}{B}, Sacrifice another creature or artifact: Draw a card." ability
      Then the triggered abilities put on the stack are 1 from Carrot Cake
      When all players pass priority until the stack is empty
      Then Alice controls Rabbit
      And Alice has Forest in her hand

    @id:blb-carrot-cake-destroyed-not-sacrificed
    Scenario: Carrot Cake destroyed by Shatter isn't sacrificed: its ability doesn't trigger
      Given Alice controls Carrot Cake
      And Bob has Shatter in his hand
      And Bob has {R}{C} in his mana pool
      And Bob will choose Carrot Cake as targets
      When Alice passes priority
      And Bob casts Shatter from his hand
      And all players pass priority
      Then Alice has Carrot Cake in her graveyard
      And no triggered ability is put on the stack
      And Alice controls no Rabbit
